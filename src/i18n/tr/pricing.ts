/** Pricing, revenue and payments (001 sections 2.9, 2.10, 4, 8, 9): the spec's texts byte for byte, and ours. */
export const pricing = {
  title: 'Fiyatlama & Gelir',
  subtitle: 'Gelir, bekleyen ödemeler ve iş fiyatları',
  allPayments: 'Tüm Ödemeler',
  allPaymentsSubtitle: 'Tamamlanan ve bekleyen ödemelerin tamamı',
  downloadReport: 'Rapor İndir',
  loadErrorTitle: 'Veri Yükleme Hatası',
  loadError: 'Tamamlanan işler yüklenirken hata oluştu',
  empty: 'Henüz veri bulunmuyor',
  retry: 'Tekrar Dene',

  stats: {
    totalRevenue: 'Toplam Gelir',
    pendingAmount: 'Bekleyen Tutar',
    completedCount: 'Tamamlanan İş',
    averagePayment: 'Ortalama Ödeme',
  },
  lists: {
    pending: 'Bekleyen Ödemeler',
    recent: 'Son Ödemeler',
    seeAll: 'Tüm ödemeleri gör',
    noPending: 'Bekleyen ödeme yok',
    noRecent: 'Henüz ödeme alınmadı',
  },
  chart: {
    title: 'Aylık Gelir',
    revenue: 'Gelir',
    count: 'Ödeme sayısı',
    /** MUI X charts has no Turkish locale: its overlay texts are given here. */
    loading: 'Veriler yükleniyor…',
    noData: 'Gösterilecek veri yok',
  },

  /** Payment status as shown (001 section 4). */
  statuses: { pending: 'Bekliyor', overdue: 'Gecikmiş', completed: 'Tamamlandı', unknown: 'Bilinmeyen' },
  priorities: { high: 'Yüksek', medium: 'Orta', low: 'Düşük' },
  methods: { credit_card: 'Kredi Kartı', bank_transfer: 'Banka Havalesi', cash: 'Nakit', cheque: 'Çek' },
  noMethod: '-',

  fields: {
    invoice: 'Fatura No',
    customer: 'Müşteri',
    company: 'Tezgah',
    description: 'Açıklama',
    quantity: 'Adet',
    unitPrice: 'Birim Fiyat',
    totalPrice: 'Toplam',
    status: 'Durum',
    priority: 'Öncelik',
    method: 'Ödeme Yöntemi',
    paidAt: 'Ödeme Tarihi',
    deadline: 'Son Tarih',
    createdAt: 'Oluşturulma',
    completedAt: 'İş Bitişi',
    actions: 'İşlemler',
  },

  actions: {
    editPrice: 'Fiyatı Düzenle',
    view: 'Görüntüle',
    markPaid: 'Ödendi İşaretle',
    cancel: 'İptal',
    save: 'Kaydet',
    confirm: 'Onayla',
    close: 'Kapat',
  },

  priceDialog: {
    title: 'Fiyat Düzenle',
    unitPrice: 'Birim Fiyat (₺)',
    total: 'Toplam: %{total}',
    updated: 'Fiyat başarıyla güncellendi',
    failed: 'Fiyat güncellenirken hata oluştu',
  },
  viewDialog: { title: 'Ödeme Detayı' },
  payDialog: {
    title: 'Ödeme Onayı',
    question: 'Bu işi ödendi olarak işaretlemek istediğinize emin misiniz?',
    method: 'Ödeme Yöntemi',
    done: 'İş ödendi olarak işaretlendi',
    failed: 'İş güncellenirken hata oluştu',
  },
  report: {
    done: 'Rapor indirildi',
    failed: 'Rapor indirilirken hata oluştu',
    fileName: 'gelir-raporu',
    columns: ['Müşteri', 'Açıklama', 'Adet', 'Birim Fiyat', 'Toplam', 'Durum', 'Tarih'] as const,
    totals: { completed: 'Toplam Tamamlanan', pending: 'Toplam Bekleyen', grand: 'Genel Toplam' },
  },

  search: 'Müşteri, açıklama, tezgah veya fatura no ara',
  tabs: { all: 'Tümü', completed: 'Tamamlanan', pending: 'Bekleyen' },
  pager: { totals: '%{total} kayıt · sayfa %{page} / %{pages}', previous: 'Önceki', next: 'Sonraki' },
  notFound: 'Kayıt bulunamadı',

  /** Server answers and activity-log lines. */
  server: {
    jobNotFound: 'İş bulunamadı',
    alreadyPaid: 'Bu iş zaten ödendi olarak işaretlenmiş',
    paidPriceLocked: 'Ödenmiş bir işin fiyatı değiştirilemez',
    paidQuantityLocked: 'Ödenmiş bir işin adedi değiştirilemez',
    paidDeleteLocked: 'Ödemesi alınmış bir iş silinemez.',
    notPayable: 'Fiyatı olmayan veya iptal edilmiş bir iş ödendi olarak işaretlenemez',
    methodRequired: 'Ödeme yöntemi seçilmelidir (Kredi Kartı, Banka Havalesi, Nakit veya Çek)',
    totalMismatch: 'Toplam fiyat, adet ile birim fiyatın çarpımına eşit olmalıdır',
    totalTooLarge: 'Toplam fiyat en fazla 999.999.999.999,99 ₺ olabilir',
    groupByMonth: 'Gelir raporu yalnızca aylık (groupBy=month) gruplanabilir',
    rangeOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    log: {
      price: 'İş #%{id} fiyatı güncellendi: birim %{unit}, toplam %{total}',
      paid: 'İş #%{id} ödendi olarak işaretlendi (%{method}, %{total})',
      report: 'Gelir raporu indirildi',
    },
  },
};
