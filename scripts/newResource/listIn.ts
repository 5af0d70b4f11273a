import { readFileSync, writeFileSync } from 'node:fs';

interface Listing {
  /** Added after the file's last import. */
  importLine: string;
  /** Where the list (array or object literal) opens, up to and including its bracket. */
  listOpen: RegExp;
  /** Added as the list's last entry. */
  entry: string;
}

const CLOSING: Record<string, string> = { '[': ']', '{': '}' };

/** Adds an import and a last entry to a list of a source file, keeping its layout (one line or one entry per line). */
export const listIn = (file: string, { importLine, listOpen, entry }: Listing) => {
  let text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  if (!last) throw new Error(`${file}: no import to follow`);
  const at = last.index + last[0].length;
  text = `${text.slice(0, at)}\n${importLine}${text.slice(at)}`;

  const open = listOpen.exec(text);
  if (!open) throw new Error(`${file}: ${listOpen} not found`);
  const start = open.index + open[0].length;
  const opener = open[0][open[0].length - 1]!;
  let depth = 1;
  let end = start;
  for (; end < text.length && depth > 0; end++) {
    const c = text[end];
    if (c === opener) depth++;
    else if (c === CLOSING[opener]) depth--;
  }
  const close = end - 1;
  const body = text.slice(start, close);
  if (body.includes('\n')) {
    const lineStart = text.lastIndexOf('\n', close) + 1;
    const before = text.slice(0, lineStart).replace(/([^,\s])(\s*)$/, '$1,$2');
    text = `${before}  ${entry},\n${text.slice(lineStart)}`;
  } else {
    const trimmed = body.replace(/,?\s*$/, '');
    text = `${text.slice(0, start)}${trimmed}${trimmed ? ', ' : ''}${entry}${text.slice(close)}`;
  }
  writeFileSync(file, text);
};

/** Adds a name to the union of declared resource names. */
export const addName = (file: string, name: string) => {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/(export type ResourceName =[^;]*);/, `$1 | '${name}';`);
  if (next === text) throw new Error(`${file}: the ResourceName union was not found`);
  writeFileSync(file, next);
};
