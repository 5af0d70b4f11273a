/** The operations page's own screen texts; the spec's texts are in operations.ts. */
export const operationScreens = {
  counts: { total: 'Toplam', active: 'Aktif', passive: 'Pasif' },
  filters: { search: 'Operasyon adı veya açıklama ara' },
  empty: 'Operasyon bulunamadı',
  none: 'Henüz operasyon yok',
  form: {
    name: 'Operasyon adı',
    description: 'Açıklama',
    status: 'Durum',
    queue: 'Listeye Ekle',
    queued: 'Eklenecek operasyonlar (%{n})',
    queueEmpty: 'Listeye eklenen operasyonlar burada görünür; tek seferde kaydedilir.',
    removeQueued: 'Listeden çıkar',
    save: 'Kaydet',
    saveAll: 'Kaydet (%{n})',
    cancel: 'İptal',
    createTitle: 'Yeni Operasyon',
    editTitle: 'Operasyonu Düzenle',
  },
  bulk: {
    title: 'Toplu Ekle',
    intro: 'Atölyede sık kullanılan operasyonlardan eklemek istediklerinizi seçin.',
    selectAll: 'Tümünü seç',
    existing: 'Mevcut',
    submit: 'Seçilenleri Ekle (%{n})',
    progress: '%{done} / %{total} eklendi',
  },
  deleteDialog: {
    title: 'Operasyonu Sil',
    body: '"%{name}" operasyonunu silmek istediğinizden emin misiniz?',
  },
} as const;
