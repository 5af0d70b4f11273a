import { fileTypeFromFile } from 'file-type';
import type { StagedFile } from './multipartUpload';
import { fileIsUtf8 } from './stagedRead';

export type FileCategory = 'images' | 'pdfs' | 'files';

export interface CheckedFile {
  category: FileCategory;
  mimeType: string;
  ext: string;
}

/** What a project may hold, by its content's signature (001 section 5, upload types). */
const BY_SIGNATURE: Record<string, CheckedFile> = {
  'image/jpeg': { category: 'images', mimeType: 'image/jpeg', ext: 'jpg' },
  'image/png': { category: 'images', mimeType: 'image/png', ext: 'png' },
  'image/webp': { category: 'images', mimeType: 'image/webp', ext: 'webp' },
  'image/gif': { category: 'images', mimeType: 'image/gif', ext: 'gif' },
  'application/pdf': { category: 'pdfs', mimeType: 'application/pdf', ext: 'pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { category: 'files', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { category: 'files', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { category: 'files', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' },
  'application/zip': { category: 'files', mimeType: 'application/zip', ext: 'zip' },
  'application/x-rar-compressed': { category: 'files', mimeType: 'application/vnd.rar', ext: 'rar' },
  'application/vnd.rar': { category: 'files', mimeType: 'application/vnd.rar', ext: 'rar' },
  'application/x-7z-compressed': { category: 'files', mimeType: 'application/x-7z-compressed', ext: '7z' },
};

/** Old Office files share one container (CFB): its name says which program it belongs to. */
const LEGACY_OFFICE: Record<string, CheckedFile> = {
  doc: { category: 'files', mimeType: 'application/msword', ext: 'doc' },
  xls: { category: 'files', mimeType: 'application/vnd.ms-excel', ext: 'xls' },
  ppt: { category: 'files', mimeType: 'application/vnd.ms-powerpoint', ext: 'ppt' },
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Control characters no text file holds (tab, line ends, form feed and ESC are fine). */
const BINARY = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/;

/** Plain text: valid UTF-8 (a BOM allowed) without NUL bytes or other binary control characters, read through. */
const isText = (file: Pick<StagedFile, 'path' | 'size'>): Promise<boolean> => (file.size === 0 ? Promise.resolve(false) : fileIsUtf8(file.path, (text) => !BINARY.test(text)));

/**
 * The file's real type, by content (never by its name alone): a signature file-type knows, an
 * old Office container named as one, or plain text / CSV. Undefined for anything else (415).
 */
export const checkFileType = async (file: Pick<StagedFile, 'path' | 'size'>, name: string): Promise<CheckedFile | undefined> => {
  // From the file, not a prefix: telling a .docx from any zip means reading its entries.
  const type = await fileTypeFromFile(file.path);
  if (type) {
    if (type.mime === 'application/x-cfb') return LEGACY_OFFICE[extensionOf(name)];
    return BY_SIGNATURE[type.mime];
  }
  if (!(await isText(file))) return undefined;
  return extensionOf(name) === 'csv' ? { category: 'files', mimeType: 'text/csv', ext: 'csv' } : { category: 'files', mimeType: 'text/plain', ext: 'txt' };
};

/** A file name safe to keep and to send back in a header: its last segment, no control characters. */
export const cleanFileName = (name: string | undefined, fallback: string): string => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001F\u007F"]/g, '').trim().slice(0, 200);
  return clean || fallback;
};

/** Content-Disposition with the original (UTF-8) name, RFC 6266 / 5987. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string): string => {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};
