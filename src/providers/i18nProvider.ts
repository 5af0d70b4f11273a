import type { I18nProvider } from 'ra-core';
import { raTr } from '../i18n/tr/ra';

type Messages = { readonly [key: string]: string | Messages };

/** The messages by dotted key ('ra.action.save'), as polyglot reads a nested object. */
const flatten = (messages: Messages, prefix = '', into = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
};

const PHRASES = flatten(raTr as unknown as Messages);
const PLURAL_FORMS = '||||';

/**
 * A text with its %{name} placeholders filled. A counted text may hold forms ("one |||| many", as
 * react-admin's English defaults are written): polyglot's rule for Turkish takes the first for a
 * count of 1 and the second otherwise. Our Turkish texts carry %{smart_count} in one form.
 */
const fill = (text: string, options: Record<string, unknown>): string => {
  const forms = text.split(PLURAL_FORMS);
  const form = options.smart_count == null ? text : (forms[Number(options.smart_count) === 1 ? 0 : 1] || forms[0]).trim();
  return form.replace(/%\{(.*?)\}/g, (placeholder, name: string) => (options[name] == null ? placeholder : String(options[name])));
};

/**
 * Turkish only: the shop works in Turkish and the spec fixes its texts (README, "Language").
 * react-admin translates only its own ra.* keys: every screen takes its words from src/i18n
 * directly, so those are not handed over here (each screen's chunk carries its own). What
 * ra-i18n-polyglot did, without node-polyglot and the es-shims it pulls into the signed-in
 * first load (issue 23): a missing key shows its `_` default, else the key itself.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, given: number | Record<string, unknown> = {}) => {
    // A number alone is the count, as polyglot reads it.
    const options = typeof given === 'number' ? { smart_count: given } : given;
    const text = PHRASES.get(key) ?? (typeof options._ === 'string' ? options._ : key);
    return fill(text, options);
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'tr',
  getLocales: () => [{ locale: 'tr', name: 'Türkçe' }],
};
