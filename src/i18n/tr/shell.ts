import { shopScreens } from './shopScreens';

/** The signed-in shell: sidebar, top bar, footer, loading overlay, guards. */
export const shell = {
  menu: {
    dashboard: 'Kontrol Paneli',
    pricing: 'Fiyatlandırma',
    jobs: 'İş Takibi',
    projects: 'Proje Takibi',
    procedures: 'Prosedür Yönetimi',
    users: 'Kullanıcılar',
    customers: 'Müşteriler',
    counters: 'Tezgahlar',
    suppliers: 'Tedarikçi Yönetimi',
    operations: 'Operasyonlar',
    activityLogs: 'Aktivite Kayıtları',
    materials: 'Hammadde Yönetimi',
    // The shop floor's entries (issue 26), after the spec's.
    shopBench: shopScreens.menu.bench,
    shopBoard: shopScreens.menu.board,
  },
  menuSections: { main: 'Menü', quickLinks: 'Hızlı Bağlantılar' },
  quickLinks: { mainSite: 'Ana Site', help: 'Yardım', settings: 'Ayarlar' },
  topBar: {
    toggleMenu: 'Menüyü aç/kapat',
    rates: 'Döviz kurları',
    rateUnavailable: 'Döviz kuru şu anda alınamıyor',
    /** The rates' date in the top bar's tooltip (issue 22). */
    ratesDate: 'Kur tarihi: %{date}',
    clock: 'Tarih ve saat',
    profileMenu: 'Profil menüsü',
  },
  profileMenu: { profile: 'Profilim', myLogs: 'Aktivite Kayıtlarım', settings: 'Ayarlar', logout: 'Çıkış Yap' },
  logout: {
    pending: 'Çıkış yapılıyor. Lütfen bekleyin...',
    failed: 'Çıkış yapılırken hata oluştu.',
  },
  roles: { 0: 'Müşteri', 1: 'Tedarikçi', 2: 'Çalışan', 3: 'Yönetici', 4: 'Usta Başı' },
  company: {
    name: 'Atölye Makina İmalat',
    legalName: 'Atölye Makina İmalat San. ve Tic. Ltd. Şti.',
    tagline: 'Talaşlı imalat ve hassas işleme',
    email: 'iletisim@example.com',
    phone: '+90 (212) 000 00 00',
    address: 'Organize Sanayi Bölgesi, 1. Cadde No: 1, Başakşehir / İstanbul',
  },
  footer: {
    contact: 'İletişim',
    address: 'Adres',
    lastUpdate: 'Son güncelleme',
    rights: 'Tüm hakları saklıdır.',
    privacy: 'Gizlilik Politikası',
    terms: 'Kullanım Şartları',
    help: 'Yardım',
  },
  loading: {
    title: 'Sistem Yükleniyor',
    subtitle: 'Lütfen bekleyiniz, uygulama hazırlanıyor...',
    progress: 'Yükleniyor...',
    detail: 'Bileşenler hazırlanıyor',
  },
  guard: { checking: 'Yetkiler kontrol ediliyor...' },
} as const;
