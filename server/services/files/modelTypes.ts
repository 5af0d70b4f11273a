import { fileMatches, readPrefix } from './stagedRead';
import { HEAD_BYTES, type StagedFile } from './multipartUpload';

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

/** What a check reads: the staged file, its size and its first bytes. */
export type ModelFile = Pick<StagedFile, 'path' | 'size' | 'head'>;

/** Text as latin1 (every format here is ASCII where it matters), a UTF-8 BOM dropped. */
const textOf = (bytes: Buffer): string => bytes.toString('latin1').replace(/^\u00EF\u00BB\u00BF/, '');

/** Whether the head's first `count` triangles (normal and three vertices, 12 floats each) read as coordinates, not as other bytes or zeros. */
const floatsAreCoordinates = (head: Buffer, count: number): boolean => {
  let placed = false;
  for (let t = 0, at = 84; t < count && at + 50 <= head.length; t++, at += 50) {
    for (let k = 0; k < 12; k++) {
      const value = head.readFloatLE(at + 4 * k);
      if (!(Math.abs(value) < 1e10)) return false;
      placed ||= k >= 3 && value !== 0;
    }
  }
  return placed;
};

/** Bytes some writers leave after the last triangle (92 in three.js#5734); more is another file. */
const STL_TRAILING_BYTES = 1024;

/**
 * Binary STL: an 80-byte header, a triangle count, 50 bytes per triangle, nothing else. Two
 * writers' slips are taken when the triangles read as coordinates: a count left at 0 over whole
 * triangles (OpenSCAD 2024 writing to a pipe, openscad#5380; ZanderCAD, meshlab#1281), and a few
 * bytes after the last triangle.
 */
const isBinaryStl = (file: ModelFile): boolean => {
  if (file.size < 134 || file.head.length < 84) return false;
  const count = file.head.readUInt32LE(80);
  if (count && file.size === 84 + 50 * count) return true;
  if (!count) return (file.size - 84) % 50 === 0 && floatsAreCoordinates(file.head, Infinity);
  const trailing = file.size - 84 - 50 * count;
  return trailing > 0 && trailing < STL_TRAILING_BYTES && floatsAreCoordinates(file.head, count);
};

const isAsciiStl = (file: ModelFile): boolean => {
  const start = textOf(file.head);
  return /^\s*solid\b/i.test(start) && /\bfacet\s+normal\b/i.test(start) && /\bvertex\s/i.test(start);
};

/** How far into an OBJ its first vertex may come (comments and material lines first). */
const OBJ_VERTEX_WITHIN = 4 * 1024 * 1024;

/** OBJ text: vertex lines ('v x y z') and at least one face line ('f a b c', indices may be negative), no binary bytes up front. */
const isObj = async (file: ModelFile): Promise<boolean> => {
  if (/[\u0000-\u0008\u000E-\u001F]/.test(textOf(file.head))) return false;
  const start = textOf(file.size > HEAD_BYTES ? await readPrefix(file.path, OBJ_VERTEX_WITHIN) : file.head);
  if (!/^\s*v\s+[-+.\d]/m.test(start)) return false;
  return /^\s*f\s+-?\d/m.test(start) || (file.size > start.length && (await fileMatches(file.path, /\nf\s+-?\d/, 16)));
};

/** Comments and blank space a writer may put before the magic line. */
const LEADING_COMMENTS = /^(?:\s|\/\*[\s\S]*?\*\/)*/;
/** The data section's keyword; edition 3 (AP242) may name the section: DATA('name', ...); */
const DATA_SECTION = /\bDATA\s*[;(]/;

/** STEP physical file (ISO 10303-21): the magic line, then a header and a data section. */
const isStep = async (file: ModelFile): Promise<boolean> => {
  const start = textOf(file.head).replace(LEADING_COMMENTS, '');
  if (!/^ISO-10303-21\s*;/.test(start) || !/\bHEADER\s*;/.test(start)) return false;
  return DATA_SECTION.test(start) || (file.size > file.head.length && (await fileMatches(file.path, DATA_SECTION)));
};

/** One IGES record: 72 columns of anything (blank is fine), the section letter, a 7-column sequence number. */
const IGES_RECORD = /^.{72}([SGDPT])[ \d]{6}\d *$/;

/**
 * The 80-column records at the start of an IGES file, as they are (a blank start section is 72
 * spaces then 'S      1'): one a line (LF, CRLF or CR), or cut every 80 columns when the writer
 * put no line ends at all.
 */
const igesRecords = (text: string): string[] => {
  const lines = text.split(/\r\n|\n|\r/);
  if ((lines[0]?.length ?? 0) <= 82) return lines;
  return text.match(/[^]{1,80}/g) ?? [];
};

/** IGES: 80-column records, S (or G) first, then G, D, P, T sections. */
const isIges = (file: ModelFile): boolean => {
  const records = igesRecords(textOf(file.head));
  const first = IGES_RECORD.exec(records[0] ?? '');
  if (!first || (first[1] !== 'S' && first[1] !== 'G')) return false;
  const sections = new Set(records.map((r) => IGES_RECORD.exec(r)?.[1]));
  return sections.has('G') && (sections.has('D') || file.size > file.head.length);
};

const MATCHES: Record<ModelFormat, (file: ModelFile) => boolean | Promise<boolean>> = {
  stl: (file) => isBinaryStl(file) || isAsciiStl(file),
  obj: isObj,
  step: isStep,
  iges: isIges,
};

/**
 * A model upload's format, when its name's extension is a model format and its content is that
 * format; undefined for anything else (a picture named .stl, a STEP named .obj): the caller
 * answers 415.
 */
export const checkModelType = async (file: ModelFile, name: string): Promise<CheckedModel | undefined> => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const model = BY_EXTENSION[ext];
  if (!model || !file.size) return undefined;
  return (await MATCHES[model.format](file)) ? model : undefined;
};
