/** Texts the server answers with. Spec texts byte for byte; the rest in the spec's tone. */
export const api = {
  forbidden: 'Bu işlem için yetkiniz bulunmuyor.',
  notFound: 'İstenen kaynak bulunamadı.',
  sessionExpired: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.',
  unauthorized: 'Oturum açmanız gerekiyor.',
  tooManyRequests: 'Çok sık istekte bulunuyorsunuz. Lütfen bekleyin.',
  serverError: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
  invalidCredentials: 'E-posta veya şifre hatalı.',
  payloadTooLarge: 'Dosya boyutu çok büyük.',
  unsupportedMediaType: 'Desteklenmeyen dosya türü.',
  accountDisabled: 'Hesabınız devre dışı bırakılmış. Lütfen yönetici ile iletişime geçin.',
  emailTaken: 'Bu e-posta adresi zaten kayıtlı.',
  phoneTaken: 'Bu telefon numarası zaten kayıtlı.',
  conflict: 'Bu kayıt başka kayıtlarla ilişkili olduğu için işlem yapılamadı.',
} as const;
