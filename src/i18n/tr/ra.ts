import englishMessages from 'ra-language-english';

/** react-admin's own interface texts in Turkish (stub: filled by the i18n work). */
export const raTr = englishMessages;
