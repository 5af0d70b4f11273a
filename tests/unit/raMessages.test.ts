import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raTr } from '../../src/i18n/tr/ra';
import { i18nProvider } from '../../src/providers/i18nProvider';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

describe("react-admin's Turkish messages", () => {
  const en = leaves(englishMessages as unknown as Tree);
  const tr = leaves(raTr as unknown as Tree);

  it('translate every key of the installed ra-language-english, and no other', () => {
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('use only placeholders the English text offers', () => {
    for (const [key, text] of tr) for (const name of placeholders(text)) expect(placeholders(en.get(key)!), key).toContain(name);
  });

  it('are what the Turkish locale shows, counts included', () => {
    expect(i18nProvider.getLocale()).toBe('tr');
    expect(i18nProvider.translate('ra.action.save')).toBe('Kaydet');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 öğe seçildi');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 })).toBe('1-25 / 120');
  });
});
