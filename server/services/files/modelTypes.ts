/** The 3D formats a project's models may be (001 section 5: .step, .stp, .iges, .igs, .stl, .obj). */
export type ModelFormat = 'step' | 'iges' | 'stl' | 'obj';

export interface CheckedModel {
  format: ModelFormat;
  ext: string;
  mimeType: string;
}

const BY_EXTENSION: Record<string, CheckedModel> = {
  step: { format: 'step', ext: 'step', mimeType: 'model/step' },
  stp: { format: 'step', ext: 'stp', mimeType: 'model/step' },
  iges: { format: 'iges', ext: 'iges', mimeType: 'model/iges' },
  igs: { format: 'iges', ext: 'igs', mimeType: 'model/iges' },
  stl: { format: 'stl', ext: 'stl', mimeType: 'model/stl' },
  obj: { format: 'obj', ext: 'obj', mimeType: 'model/obj' },
};

export const MODEL_EXTENSIONS = Object.keys(BY_EXTENSION);

/** The start of a text file as latin1 (every format here is ASCII where it matters), BOM and leading blanks skipped. */
const head = (bytes: Buffer, length: number): string =>
  bytes
    .subarray(0, length)
    .toString('latin1')
    .replace(/^\u00EF\u00BB\u00BF/, '')
    .trimStart();

/** Binary STL: an 80-byte header, a triangle count, 50 bytes per triangle, nothing else. */
const isBinaryStl = (bytes: Buffer): boolean => bytes.length >= 134 && bytes.length === 84 + 50 * bytes.readUInt32LE(80);

const isAsciiStl = (bytes: Buffer): boolean => {
  const start = head(bytes, 64 * 1024);
  return /^solid\b/i.test(start) && /\bfacet\s+normal\b/i.test(start) && /\bvertex\s/i.test(start);
};

/** OBJ text: vertex lines ('v x y z') and at least one face line ('f a b c'), no binary bytes up front. */
const isObj = (bytes: Buffer): boolean => {
  const start = head(bytes, 4 * 1024 * 1024);
  if (/[\u0000-\u0008\u000E-\u001F]/.test(start.slice(0, 64 * 1024))) return false;
  return /^v\s+[-+.\d]/m.test(start) && (/^f\s+\d/m.test(start) || bytes.includes('\nf '));
};

/** STEP physical file (ISO 10303-21): the magic line, then a header and a data section. */
const isStep = (bytes: Buffer): boolean => {
  const start = head(bytes, 64 * 1024);
  return /^ISO-10303-21\s*;/.test(start) && /\bHEADER\s*;/.test(start) && bytes.includes('DATA;');
};

/** IGES: 80-column records, the section letter in column 73 and a sequence number after it; S or G first, then G, D, P, T. */
const isIges = (bytes: Buffer): boolean => {
  const lines = head(bytes, 64 * 1024).split(/\r?\n/, 400);
  const record = /^.{72}([SGDPT])[ \d]{6}\d$/;
  const first = record.exec(lines[0] ?? '');
  if (!first || (first[1] !== 'S' && first[1] !== 'G')) return false;
  return lines.some((line) => record.exec(line)?.[1] === 'G') && lines.some((line) => record.exec(line)?.[1] === 'D');
};

const MATCHES: Record<ModelFormat, (bytes: Buffer) => boolean> = {
  stl: (bytes) => isBinaryStl(bytes) || isAsciiStl(bytes),
  obj: isObj,
  step: isStep,
  iges: isIges,
};

/**
 * A model upload's format, when its name's extension is a model format and its content is that
 * format; undefined for anything else (a picture named .stl, a STEP named .obj): the caller
 * answers 415.
 */
export const checkModelType = (bytes: Buffer, name: string): CheckedModel | undefined => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const model = BY_EXTENSION[ext];
  if (!model || !bytes.length) return undefined;
  return MATCHES[model.format](bytes) ? model : undefined;
};
