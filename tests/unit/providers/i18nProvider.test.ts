import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';

// The provider stands in for ra-i18n-polyglot: what react-admin's components rely on of polyglot.
describe('i18nProvider', () => {
  it("shows a missing key's default, filled, and the key itself when there is none", () => {
    expect(i18nProvider.translate('resources.jobs.name', { _: 'İş %{n}', n: 2 })).toBe('İş 2');
    expect(i18nProvider.translate('Teslim tarihi')).toBe('Teslim tarihi');
  });

  it("picks a counted default's form as polyglot does for Turkish (one, other), and reads a bare number as the count", () => {
    const counted = { _: '%{smart_count} item |||| %{smart_count} items' };
    expect(i18nProvider.translate('ra.unknown', { ...counted, smart_count: 1 })).toBe('1 item');
    expect(i18nProvider.translate('ra.unknown', { ...counted, smart_count: 4 })).toBe('4 items');
    expect(i18nProvider.translate('ra.unknown', { _: 'tek %{smart_count}', smart_count: 4 })).toBe('tek 4');
    expect(i18nProvider.translate('ra.unknown', 4)).toBe('ra.unknown');
    expect(i18nProvider.translate('ra.action.bulk_actions', 5)).toBe('5 öğe seçildi');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1 })).toBe('1-%{offsetEnd} / %{total}');
  });
});
