/** The 404, 403 and generic error pages (000 section 2), the spec's texts byte for byte. */
export const errors = {
  common: { home: 'Ana Sayfa', back: 'Geri Dön', code: 'Hata kodu' },
  notFound: {
    title: 'Sayfa Bulunamadı',
    code: '404_PAGE_NOT_FOUND',
    description: 'Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya ana sayfaya dönün.',
  },
  forbidden: {
    title: 'Yetkisiz Erişim',
    code: '403_FORBIDDEN',
    description: 'Bu sayfayı görüntüleme yetkiniz bulunmuyor. Bir hata olduğunu düşünüyorsanız sistem yöneticinizle iletişime geçin.',
    areasHeading: 'Erişebileceğiniz Alanlar:',
    adminHeading: 'Yönetici Yetkileri:',
    // The other entries are the sidebar's own labels (forbiddenAreas.ts).
    areas: { profile: 'Profil' },
  },
  error: {
    title: 'Bir Hata Oluştu',
    defaultMessage: 'Bir hata oluştu',
    description: 'Beklenmeyen bir sorunla karşılaşıldı. Sayfayı yenileyerek tekrar deneyebilirsiniz.',
    advice: 'Sorun devam ederse lütfen sistem yöneticisiyle iletişime geçin.',
    reload: 'Sayfayı Yenile',
    home: 'Ana Sayfaya Dön',
    copy: 'Kopyala',
    copied: 'Hata detayları panoya kopyalandı!',
    details: 'Hata Detayları',
    message: 'Hata mesajı',
    stack: 'Yığın izi',
    componentStack: 'Bileşen yığını',
    redirecting: 'Hata sayfasına yönlendiriliyorsunuz...',
  },
} as const;
