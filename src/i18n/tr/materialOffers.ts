/**
 * Supplier offers (Tedarikçi Teklifleri): a supplier offers a price per kg for a catalogue
 * material; the shop accepts it (it becomes the material's price from that day) or rejects it.
 * Not in the spec, which leaves the page empty: our texts, in the spec's voice.
 */
export const materialOffers = {
  title: 'Tedarikçi Teklifleri',
  mine: 'Tekliflerim',
  fields: {
    materialId: 'Malzeme',
    material: 'Malzeme',
    supplierId: 'Tedarikçi',
    supplier: 'Tedarikçi',
    pricePerKg: 'Teklif Fiyatı (₺/kg)',
    validUntil: 'Geçerlilik Sonu',
    note: 'Not',
    status: 'Durum',
    decisionNote: 'Karar Notu',
    decidedAt: 'Karar Tarihi',
    createdAt: 'Teklif Tarihi',
  },
  statuses: { pending: 'Bekliyor', accepted: 'Kabul Edildi', rejected: 'Reddedildi' },
  validation: {
    materialRequired: 'Lütfen bir malzeme seçin',
    priceInvalid: 'Geçerli bir fiyat girin (0,01 ₺ veya üzeri, en fazla 2 ondalık)',
    priceMax: 'Fiyat en fazla 9.999.999,99 ₺ olabilir',
    validUntilInvalid: 'Geçerlilik sonu geçerli bir tarih olmalıdır',
    validUntilPast: 'Geçerlilik sonu bugünden önce olamaz',
    noteTooLong: 'Not en fazla 500 karakter olabilir',
    supplierRequired: 'Teklifi veren tedarikçiyi seçin',
    supplierInvalid: 'Seçilen kullanıcı bir tedarikçi değil',
    materialUnknown: 'Seçilen malzeme bulunamadı',
  },
  decided: 'Karara bağlanmış bir teklif değiştirilemez veya geri çekilemez',
  expired: 'Bu teklifin geçerlilik süresi dolmuş; kabul edilemez',
  created: 'Teklif gönderildi',
  updated: 'Teklif güncellendi',
  deleted: 'Teklif geri çekildi',
  createFailed: 'Teklif gönderilemedi',
  updateFailed: 'Teklif güncellenemedi',
  deleteFailed: 'Teklif geri çekilemedi',
  accepted: 'Teklif kabul edildi; fiyat malzemenin fiyat geçmişine eklendi',
  rejected: 'Teklif reddedildi',
  logAccepted: '%{supplier} teklifi kabul edildi: %{material} %{price}/kg',
  logRejected: '%{supplier} teklifi reddedildi: %{material} %{price}/kg',
} as const;
