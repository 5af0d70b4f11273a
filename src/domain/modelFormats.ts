/** The 3D formats a project's models may be (001 section 5), by file extension. */
export type ModelFormat = 'step' | 'iges' | 'stl' | 'obj';

export const MODEL_FORMAT_BY_EXTENSION: Readonly<Record<string, ModelFormat>> = { step: 'step', stp: 'step', iges: 'iges', igs: 'iges', stl: 'stl', obj: 'obj' };

/** For a file input's accept attribute. */
export const MODEL_ACCEPT = Object.keys(MODEL_FORMAT_BY_EXTENSION)
  .map((ext) => `.${ext}`)
  .join(',');

export const modelFormatOf = (name: string): ModelFormat | undefined => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext ? MODEL_FORMAT_BY_EXTENSION[ext] : undefined;
};
