import { readFileSync } from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';

/**
 * English strings that are also Turkish or spec texts, so seeing them proves nothing: 'No' is
 * Turkish's short 'numara' ('Sipariş No'), 'OK' and 'Form' are Turkish words too, and 'Email'
 * is in a spec text ('Email gönderirken hata oluştu').
 */
const ALSO_TURKISH = new Set(['No', 'OK', 'Form', 'Email']);

/** The single-quoted texts of an installed locale file (MUI's enUS lists its defaults in a comment). */
const quotedTexts = (file: string): string[] => [...readFileSync(path.resolve('node_modules', file), 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1]!);

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

/**
 * What a reader would see of a default: the fixed words around its placeholders and plural
 * forms. Identifiers ('first', 'aria-label') and placeholders like 'YYYY' are no sentence.
 */
const fragments = (text: string): string[] =>
  text
    .split(/%\{\w+\}|\|\|\|\|/)
    .map((f) => f.trim().replace(/^[\s.,:;!?#()"/-]+|[\s,;#("/-]+$/g, ''))
    .filter((f) => /\p{L}.*\p{L}/u.test(f) && /\p{Ll}/u.test(f) && (/\s/.test(f) || /^\p{Lu}/u.test(f)));

/** MUI's, MUI X's (date pickers, charts) and react-admin's English defaults, from the installed packages. */
export const englishDefaults = (): string[] => {
  const texts = [
    ...quotedTexts('@mui/material/locale/enUS.mjs'),
    ...quotedTexts('@mui/x-date-pickers/locales/enUS.mjs'),
    ...quotedTexts('@mui/x-charts/locales/enUS.mjs'),
    ...leaves(englishMessages as unknown as Tree),
  ];
  return [...new Set(texts.flatMap(fragments))].filter((f) => !ALSO_TURKISH.has(f));
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The defaults found in a page's texts, each as a whole word or phrase with its case. */
export const englishIn = (pageTexts: readonly string[], defaults: readonly string[]): string[] => {
  const found = new Set<string>();
  for (const english of defaults) {
    const re = new RegExp(`(?<!\\p{L})${escape(english)}(?!\\p{L})`, 'u');
    for (const text of pageTexts) if (re.test(text)) found.add(`${english} ← "${text.slice(0, 120)}"`);
  }
  return [...found];
};
