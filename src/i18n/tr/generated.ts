/** Texts of the generated views every declared resource gets. */
export const generated = {
  actions: 'İşlemler',
  search: 'Ara',
  yes: 'Evet',
  no: 'Hayır',
  /** A list field's count when it holds several records (a job's operations). */
  items: '%{n} kayıt',
} as const;
