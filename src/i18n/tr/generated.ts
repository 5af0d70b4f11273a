/** Texts of the generated views every declared resource gets. */
export const generated = {
  actions: 'İşlemler',
  search: 'Ara',
  /** A choice filter's button for every value. */
  all: 'Tümü',
  yes: 'Evet',
  no: 'Hayır',
  /** A list field's count when it holds several records (a job's operations). */
  items: '%{n} kayıt',
  /** Subtitles of the generated pages under the resource's title. */
  pages: { create: 'Yeni kayıt', edit: '#%{id} kaydını düzenle', show: '#%{id} kaydı' },
  /** An ordered list of references (a job's operations, a template's steps). */
  ordered: { selected: 'Seçilen sıra', moveUp: 'Yukarı taşı', moveDown: 'Aşağı taşı', remove: 'Kaldır' },
} as const;
