/** Privacy policy (7 sections) and terms of use (9 sections), written in our own words. */
export const legal = {
  lastUpdatedLabel: 'Son güncelleme:',
  privacy: {
    title: 'Gizlilik Politikası',
    lastUpdated: '4 Ekim 2025',
    summary: 'Kişisel verilerinizi nasıl topladığımızı, neden kullandığımızı ve nasıl koruduğumuzu açıklıyoruz.',
    sections: {
      intro: {
        title: '1. Giriş',
        body: 'Bu politika, atölye yönetim sistemimizi kullanan müşteri, tedarikçi, çalışan ve yöneticilerin kişisel verilerinin 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) ile uyumlu biçimde nasıl işlendiğini açıklar. Sistemi kullanarak bu politikada anlatılan işlemleri okuduğunuzu kabul etmiş olursunuz.',
        items: {},
      },
      collected: {
        title: '2. Toplanan Bilgiler',
        body: 'Hizmeti sunabilmek için yalnızca gerekli olan bilgileri topluyoruz:',
        items: {
          i1: 'Kimlik ve iletişim bilgileri: ad, soyad, e-posta adresi ve telefon numarası.',
          i2: 'Tedarikçiler için firma bilgileri: firma adı, vergi numarası ve firma telefonu.',
          i3: 'Hesap bilgileri: rol, doğrulama durumu, son giriş zamanı ve şifrenizin geri döndürülemez özeti.',
          i4: 'İşlem kayıtları: yaptığınız işlemler, IP adresi ve tarayıcı bilgisi.',
          i5: 'Yüklediğiniz dosyalar: iş fotoğrafları, teknik çizimler ve belgeler.',
        },
      },
      use: {
        title: '3. Bilgilerin Kullanımı',
        body: 'Topladığımız bilgileri yalnızca aşağıdaki amaçlarla kullanırız:',
        items: {
          i1: 'Hesabınızı oluşturmak, kimliğinizi ve telefonunuzu doğrulamak.',
          i2: 'İş, proje, sipariş ve ödeme süreçlerini yürütmek.',
          i3: 'Size bildirim, doğrulama kodu ve şifre sıfırlama bağlantısı göndermek.',
          i4: 'Sistemin güvenliğini sağlamak ve kötüye kullanımı tespit etmek.',
          i5: 'Yasal yükümlülüklerimizi yerine getirmek.',
        },
      },
      security: {
        title: '4. Veri Güvenliği',
        body: 'Şifreler yalnızca güçlü tek yönlü özetler olarak saklanır; oturumlar kısa ömürlü anahtarlarla yönetilir. Dosyalar herkese açık bir klasörde değil, yalnızca yetki kontrolü yapılan bağlantılar üzerinden sunulur. Her kullanıcı yalnızca rolünün izin verdiği verileri görebilir ve önemli işlemler kayıt altına alınır.',
        items: {},
      },
      sharing: {
        title: '5. Üçüncü Taraflarla Paylaşım',
        body: 'Kişisel verilerinizi satmayız ve reklam amacıyla paylaşmayız. Veriler yalnızca hizmetin gerektirdiği ölçüde paylaşılır:',
        items: {
          i1: 'SMS ve e-posta gönderimi için anlaşmalı ileti hizmeti sağlayıcıları.',
          i2: 'Barındırma ve yedekleme hizmeti aldığımız altyapı sağlayıcıları.',
          i3: 'Yasal bir zorunluluk olduğunda yetkili kamu kurum ve kuruluşları.',
        },
      },
      rights: {
        title: '6. KVKK Kapsamındaki Haklarınız',
        body: 'KVKK’nın 11. maddesi uyarınca bize başvurarak aşağıdaki haklarınızı kullanabilirsiniz:',
        items: {
          i1: 'Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse bilgi talep etme.',
          i2: 'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme.',
          i3: 'Verilerin aktarıldığı üçüncü kişileri bilme.',
          i4: 'Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme.',
          i5: 'Şartları oluştuğunda verilerin silinmesini veya yok edilmesini isteme.',
          i6: 'Yalnızca otomatik sistemlerle yapılan analizlerin aleyhinize bir sonucuna itiraz etme.',
          i7: 'Kanuna aykırı işleme nedeniyle uğradığınız zararın giderilmesini talep etme.',
        },
      },
      contact: {
        title: '7. İletişim',
        body: 'Bu politika veya kişisel verileriniz hakkındaki sorularınız ve KVKK başvurularınız için {email} adresine yazabilir ya da Yardım sayfasındaki iletişim bilgilerini kullanabilirsiniz. Başvurularınızı en geç 30 gün içinde yanıtlarız.',
        items: {},
      },
    },
  },
  terms: {
    title: 'Kullanım Şartları',
    lastUpdated: '4 Ekim 2025',
    summary: 'Atölye yönetim sistemini kullanırken geçerli olan kurallar ve karşılıklı sorumluluklar.',
    sections: {
      acceptance: {
        title: '1. Şartların Kabulü',
        body: 'Sisteme kayıt olarak veya giriş yaparak bu kullanım şartlarını ve Gizlilik Politikası’nı kabul etmiş olursunuz. Şartları kabul etmiyorsanız sistemi kullanmamalısınız.',
        items: {},
      },
      service: {
        title: '2. Hizmetin Tanımı',
        body: 'Sistem; iş ve proje takibi, tezgah ve operasyon yönetimi, prosedürler, hammadde tedariki, fiyatlandırma ve kullanıcı yönetimi için çevrim içi bir çalışma alanı sunar. Her kullanıcı yalnızca rolünün izin verdiği bölümleri görür.',
        items: {},
      },
      account: {
        title: '3. Hesap ve Güvenlik',
        body: 'Hesabınızın güvenliğinden siz sorumlusunuz:',
        items: {
          i1: 'Kayıtta doğru ve güncel bilgi verin; telefon numaranızı doğrulayın.',
          i2: 'Şifrenizi kimseyle paylaşmayın ve düzenli olarak değiştirin.',
          i3: 'Hesabınızda yetkisiz bir işlem fark ederseniz bize hemen bildirin.',
        },
      },
      conduct: {
        title: '4. Kullanım Kuralları',
        body: 'Sistemi kullanırken aşağıdakileri yapmamayı kabul edersiniz:',
        items: {
          i1: 'Yetkiniz olmayan verilere erişmeye çalışmak.',
          i2: 'Zararlı yazılım içeren veya başkasına ait hakları ihlal eden dosyalar yüklemek.',
          i3: 'Sistemin çalışmasını bozacak otomatik istekler göndermek.',
        },
      },
      property: {
        title: '5. Fikri Mülkiyet',
        body: 'Yazılımın kendisi, arayüzü ve içeriği şirketimize aittir. Yüklediğiniz çizim, fotoğraf ve belgelerin hakları size veya ilgili müşteriye ait kalır; bunları yalnızca hizmeti sunmak için kullanırız.',
        items: {},
      },
      availability: {
        title: '6. Hizmet Sürekliliği',
        body: 'Sistemin aylık %99,9 erişilebilir olmasını hedefliyoruz. Planlı bakımları mümkün olduğunca önceden duyurur ve mesai saatleri dışında yaparız. Beklenmeyen kesintilerde hizmeti en kısa sürede yeniden sağlamak için çalışırız.',
        items: {},
      },
      liability: {
        title: '7. Sorumluluğun Sınırlandırılması',
        body: 'Sistem olduğu gibi sunulur. Kullanıcı hatasından, yetkisiz erişime izin verilmesinden veya bizim kontrolümüz dışındaki olaylardan doğan dolaylı zararlardan sorumlu tutulamayız.',
        items: {},
      },
      changes: {
        title: '8. Değişiklikler ve Hesabın Kapatılması',
        body: 'Bu şartları gerektiğinde güncelleyebiliriz; önemli değişiklikleri sistem üzerinden duyururuz. Şartlara aykırı kullanım durumunda hesabınızı askıya alabilir veya kapatabiliriz.',
        items: {},
      },
      law: {
        title: '9. Uygulanacak Hukuk ve İletişim',
        body: 'Bu şartlar Türkiye Cumhuriyeti kanunlarına tabidir; uyuşmazlıklarda İstanbul mahkemeleri ve icra daireleri yetkilidir. Sorularınız için {email} adresine yazabilirsiniz.',
        items: {},
      },
    },
  },
} as const;
