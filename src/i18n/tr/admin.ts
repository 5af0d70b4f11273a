/**
 * Texts of the administration area (000 sections 2, 5, 8): users, customers, suppliers and
 * activity logs. Spec texts byte for byte; the rest in the spec's tone.
 */
export const admin = {
  users: {
    listed: 'Kullanıcılar listelendi',
    listFailed: 'Kullanıcılar yüklenirken hata oluştu',
    created: 'Kullanıcı başarıyla oluşturuldu',
    createFailed: 'Kullanıcı oluşturulamadı',
    updated: 'Kullanıcı başarıyla güncellendi',
    updateFailed: 'Kullanıcı güncellenirken bir hata oluştu',
    deleted: 'Kullanıcı başarıyla silindi',
    deleteFailed: 'Kullanıcı silinirken bir hata oluştu',
    approved: 'Hesap onaylandı',
    deactivated: 'Hesap devre dışı bırakıldı',
    statusChanged: 'Hesap durumu güncellendi',
    hasJobs: 'Bu kullanıcıya bağlı işler bulunduğu için silinemez. Bunun yerine hesabı devre dışı bırakın.',
    lastAdmin: 'Sistemdeki son yönetici silinemez, devre dışı bırakılamaz veya rolü değiştirilemez.',
    selfDelete: 'Kendi hesabınızı silemezsiniz.',
    selfDisable: 'Kendi hesabınızı devre dışı bırakamazsınız.',
    notFound: 'Kullanıcı bulunamadı.',
    /** Answer of a create whose welcome message could not be delivered (the account exists). */
    createdMessageFailed: 'Kullanıcı oluşturuldu ancak hoş geldin mesajı gönderilemedi.',
  },
  /** The people lists' CSV export (users, customers, suppliers): headings and file names. */
  peopleExport: {
    headings: ['Ad', 'Soyad', 'E-posta', 'Telefon', 'Rol', 'Durum', 'Firma', 'Vergi Numarası', 'Son Giriş', 'Oluşturulma Tarihi'],
    fileNames: { users: 'kullanicilar', customers: 'musteriler', suppliers: 'tedarikciler' },
  },
  customers: {
    listFailed: 'Müşteriler yüklenirken hata oluştu',
    updateFailed: 'Müşteri güncellenirken hata oluştu',
    deleteFailed: 'Müşteri silinirken hata oluştu',
    empty: 'Arama kriterlerine uygun müşteri bulunamadı',
  },
  logs: {
    listFailed: 'Loglar yüklenirken hata oluştu',
    empty: 'Kayıt bulunamadı',
    recorded: 'Kayıt eklendi',
    cleared: 'Aktivite kayıtları temizlendi',
    /** Column headings of the CSV export, in its column order. */
    csv: {
      createdAt: 'Tarih',
      userName: 'Kullanıcı',
      description: 'Açıklama',
      ip: 'IP',
      userAgent: 'Tarayıcı',
      action: 'İşlem',
      resource: 'Kaynak',
      resourceId: 'Kaynak No',
    },
  },
  projects: {
    listed: 'Kullanıcının projeleri listelendi',
  },
  /** Activity log descriptions; %{placeholders} are filled by the server. */
  log: {
    userCreated: '%{name} (%{email}) kullanıcısı oluşturuldu, rol: %{role}',
    userUpdated: '%{name} (%{email}) kullanıcısı güncellendi',
    userDeleted: '%{name} (%{email}) kullanıcısı silindi',
    userApproved: '%{name} (%{email}) hesabı onaylandı',
    userDeactivated: '%{name} (%{email}) hesabı devre dışı bırakıldı',
    userPending: '%{name} (%{email}) hesabı onay bekliyor durumuna alındı',
    logsCleared: 'Aktivite kayıtları temizlendi (%{count} kayıt silindi)',
    /** What a screen reports (POST /v1/logs), worded by the server from the record itself. */
    clientEvents: {
      view: '%{resource}: "%{record}" görüntülendi',
      download: '%{resource}: "%{record}" indirildi',
      print: '%{resource}: "%{record}" yazdırıldı',
    },
  },
  mail: {
    welcomeSubject: 'Hesabınız oluşturuldu',
    welcomeText:
      'Merhaba %{name},\n\nYönetici sizin için %{role} rolünde bir hesap oluşturdu.\nGiriş: %{link}\nE-posta: %{email}\n\nŞifrenizi yöneticinizden alın ve ilk girişte telefon numaranızı doğrulayın. Şifrenizi profil sayfanızdan değiştirebilirsiniz.',
  },
  sms: {
    welcome: 'Atölye hesabınız oluşturuldu. Giriş: %{link} E-posta: %{email}. Şifrenizi yöneticinizden alın.',
  },
} as const;
