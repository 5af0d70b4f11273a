/** Texts of record history (issue 25): the server's answers and the 'Geçmiş' tab. */
export const history = {
  tab: 'Geçmiş',
  /** The other tab of a record: its fields. */
  detailsTab: 'Ayrıntılar',
  yes: 'Evet',
  no: 'Hayır',
  empty: 'Bu kayıtta henüz değişiklik yok.',
  loadFailed: 'Geçmiş yüklenemedi.',
  /** Who made a change the system made on its own (a seed, a cascade, a job with no user). */
  system: 'Sistem',
  /** A value that was not set. */
  blank: '(boş)',
  previous: 'Önceki',
  next: 'Sonraki',
  page: 'Sayfa %{page}',
  restore: 'Geri yükle',
  restored: '"%{field}" eski değerine geri yüklendi.',
  restoreFailed: 'Geri yükleme başarısız oldu.',
  actions: { create: 'Oluşturuldu', update: 'Güncellendi', delete: 'Silindi' },
  origins: { form: 'Form', import: 'İçe aktarma', bulk: 'Toplu değişiklik', restore: 'Geri yükleme', system: 'Sistem' },
  /** Refusals of a restore. */
  adminOnly: 'Geçmişten yalnızca yöneticiler geri yükleyebilir.',
  entryNotFound: 'Geçmiş kaydı bulunamadı.',
  fieldNotInEntry: 'Bu alan bu değişiklikte yer almıyor.',
  fieldNotRestorable: 'Bu alan geri yüklenemez.',
  chooseField: 'Geri yüklenecek alanı seçin.',
  /** Activity log description of a restore. */
  logRestored: '%{resource}: "%{record}" kaydının "%{field}" alanı geçmişten geri yüklendi',
} as const;
