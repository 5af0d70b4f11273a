/** Texts of bulk changes: the server's answers and the list's bulk actions. */
export const bulk = {
  /** The most records one bulk change may touch; more is refused before anything is read. */
  tooMany: 'Tek seferde en fazla %{max} kayıt değiştirilebilir; %{count} kayıt seçildi. Filtreyi daraltın.',
  chooseRecords: 'Değiştirilecek kayıtları seçin.',
  chooseOne: 'Kayıtları ya seçerek ya da filtreyle belirtin, ikisini birden değil.',
  chooseField: 'Değiştirilecek bir alan seçin.',
  nothingMatches: 'Filtreye uyan kayıt yok.',
  /** Some rows may not change: nothing was written, the rows and reasons follow. */
  refused: '%{count} kayıt değiştirilemiyor; hiçbir kayıt değiştirilmedi.',
  refusedCapped: '%{count} kayıttan fazlası değiştirilemiyor (ilk %{count} gösteriliyor); hiçbir kayıt değiştirilmedi.',
  updated: '%{count} kayıt güncellendi.',
  deleted: '%{count} kayıt silindi.',
  /** Activity log descriptions: one row per record, marked as part of a bulk change. */
  logUpdated: '%{resource}: "%{record}" toplu güncellemeyle güncellendi',
  logDeleted: '%{resource}: "%{record}" toplu silmeyle silindi',
  screen: {
    update: 'Toplu Güncelle',
    delete: 'Seçilenleri Sil',
    field: 'Alan',
    value: 'Yeni değer',
    cancel: 'Vazgeç',
    confirm: 'Onayla',
    next: 'Devam',
    willUpdate: '%{count} kayıt güncellenecek',
    willDelete: '%{count} kayıt silinecek',
    /** What the change sets: "Durum: Tamamlandı". */
    change: '%{field}: %{value}',
    selectAll: 'Filtreye uyan %{count} kaydın tümünü seç',
    allSelected: 'Filtreye uyan %{count} kaydın tümü seçili',
    refusedTitle: 'Değiştirilemeyen kayıtlar',
    refusedRow: '#%{id}: %{message}',
    noField: 'Bu listede toplu değiştirilebilecek alan yok.',
    failed: 'Toplu değişiklik yapılamadı.',
  },
} as const;
