/** Project activities and their comments (001 sections 2.5, 3, 5, 8). Spec texts byte for byte. */
export const activities = {
  types: {
    note: 'Not',
    comment: 'Yorum',
    mail: 'E-posta',
    phone: 'Telefon Görüşmesi',
    link: 'Bağlantı',
    materials: 'Malzemeler',
    procedure: 'Prosedür',
    image: 'Görsel',
    pdf: 'PDF',
  },
  commentPriorities: { high: 'Yüksek', normal: 'Normal', low: 'Düşük' },
  /** The activity client's answers by status (section 8, Activity API). */
  apiErrors: {
    sessionExpired: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.',
    forbidden: 'Bu işlem için yetkiniz bulunmuyor.',
    notFound: 'İstenen kaynak bulunamadı.',
  },
  comments: {
    empty: 'Yorum boş olamaz',
    added: 'Yorum eklendi',
    addFailed: 'Yorum eklenirken hata oluştu',
  },
};
