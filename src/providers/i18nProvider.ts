import polyglotI18nProvider from 'ra-i18n-polyglot';
import { tr } from '../i18n/tr';
import { raTr } from '../i18n/tr/ra';

/** Turkish only: the shop works in Turkish and the spec fixes its texts (README, "Language"). */
export const i18nProvider = polyglotI18nProvider(() => ({ ...raTr, ...tr }), 'tr', [{ locale: 'tr', name: 'Türkçe' }], { allowMissing: true });
