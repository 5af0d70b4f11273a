import polyglotI18nProvider from 'ra-i18n-polyglot';
import { tr } from '../i18n/tr';
import { raTr } from '../i18n/tr/ra';

/** English loads only when chosen: Turkish is what everyone sees first. */
const loadEnglish = async () => {
  const [{ default: englishMessages }, { en }] = await Promise.all([import('ra-language-english'), import('../i18n/en')]);
  return { ...englishMessages, ...en };
};

/** Turkish is the product's language; English exists for developers and must fit tr's shape. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? loadEnglish() : { ...raTr, ...tr }),
  'tr',
  [
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
