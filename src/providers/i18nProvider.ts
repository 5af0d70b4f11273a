import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from '../i18n/en';
import { tr } from '../i18n/tr';
import { raTr } from '../i18n/tr/ra';

/** Turkish is the product's language; English exists for developers and must fit tr's shape. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? { ...englishMessages, ...en } : { ...raTr, ...tr }),
  'tr',
  [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
