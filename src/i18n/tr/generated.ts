/** Texts of the generated views every declared resource gets. */
export const generated = {
  actions: 'İşlemler',
  search: 'Ara',
  yes: 'Evet',
  no: 'Hayır',
} as const;
