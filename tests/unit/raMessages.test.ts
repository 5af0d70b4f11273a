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

  it('leave no text in English: each differs from it, unless it holds only placeholders or a word Turkish shares', () => {
    const sharedWords = new Set(['Form']);
    const english = [...tr].filter(([key, text]) => text === en.get(key) && /\p{L}/u.test(text.replace(/%\{\w+\}/g, '')) && !sharedWords.has(text));
    expect(english).toEqual([]);
  });

  it('use only placeholders the English text offers, or react-admin passes', () => {
    // The sort label gets the field's label as written too (DataTableHeadCell, SortButton): 'ID', not 'iD'.
    const passed: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] };
    for (const [key, text] of tr) for (const name of placeholders(text)) expect([...placeholders(en.get(key)!), ...(passed[key] ?? [])], key).toContain(name);
  });

  it('are what the Turkish locale shows, counts included', () => {
    expect(i18nProvider.getLocale()).toBe('tr');
    expect(i18nProvider.translate('ra.action.save')).toBe('Kaydet');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 öğe seçildi');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 })).toBe('1-25 / 120');
  });
});
