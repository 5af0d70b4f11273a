import type { TranslationMessages } from 'ra-core';

type Texts<K extends string> = { readonly [P in K]: string };

/**
 * Every key of react-admin's interface messages (ra-language-english 5.15). The package types
 * its messages loosely, so the keys are spelled out here: a missing or misspelt translation
 * fails tsc, and tests/unit/raMessages.test.ts fails when an upgrade adds keys.
 */
export type RaMessages = {
  ra: {
    action: Texts<
      | 'add_filter' | 'add' | 'back' | 'bulk_actions' | 'cancel' | 'clear_array_input' | 'clear_input_value' | 'clone'
      | 'confirm' | 'create' | 'create_item' | 'delete' | 'edit' | 'export' | 'list' | 'refresh' | 'remove_filter'
      | 'remove_all_filters' | 'remove' | 'reset' | 'save' | 'search' | 'search_columns' | 'select_all'
      | 'select_all_button' | 'select_row' | 'show' | 'sort' | 'undo' | 'unselect' | 'expand' | 'close' | 'open_menu'
      | 'close_menu' | 'update' | 'move_up' | 'move_down' | 'open' | 'toggle_theme' | 'select_columns' | 'update_application'
    >;
    boolean: Texts<'true' | 'false' | 'null'>;
    page: Texts<
      | 'create' | 'dashboard' | 'edit' | 'error' | 'list' | 'loading' | 'not_found' | 'show' | 'empty' | 'invite'
      | 'access_denied' | 'authentication_error'
    >;
    input: {
      file: Texts<'upload_several' | 'upload_single'>;
      image: Texts<'upload_several' | 'upload_single'>;
      references: Texts<'all_missing' | 'many_missing' | 'single_missing'>;
      password: Texts<'toggle_visible' | 'toggle_hidden'>;
    };
    message: Texts<
      | 'about' | 'access_denied' | 'are_you_sure' | 'authentication_error' | 'auth_error' | 'bulk_delete_content'
      | 'bulk_delete_title' | 'bulk_update_content' | 'bulk_update_title' | 'clear_array_input' | 'delete_content'
      | 'delete_title' | 'details' | 'error' | 'invalid_form' | 'loading' | 'no' | 'not_found' | 'select_all_limit_reached'
      | 'unsaved_changes' | 'yes' | 'placeholder_data_warning'
    >;
    navigation: Texts<
      | 'clear_filters' | 'no_filtered_results' | 'no_results' | 'no_more_results' | 'page_out_of_boundaries'
      | 'page_out_from_end' | 'page_out_from_begin' | 'page_range_info' | 'partial_page_range_info' | 'current_page'
      | 'page' | 'first' | 'last' | 'next' | 'previous' | 'page_rows_per_page' | 'skip_nav'
    >;
    sort: Texts<'sort_by' | 'ASC' | 'DESC'>;
    auth: Texts<'auth_check_error' | 'user_menu' | 'username' | 'password' | 'email' | 'sign_in' | 'sign_in_error' | 'logout'>;
    notification: Texts<
      | 'updated' | 'created' | 'deleted' | 'bad_item' | 'item_doesnt_exist' | 'http_error' | 'data_provider_error'
      | 'i18n_error' | 'canceled' | 'logged_out' | 'not_authorized' | 'application_update_available' | 'offline'
    >;
    validation: Texts<'required' | 'minLength' | 'maxLength' | 'minValue' | 'maxValue' | 'number' | 'email' | 'oneOf' | 'regex' | 'unique'>;
    saved_queries: Texts<
      | 'label' | 'query_name' | 'new_label' | 'new_dialog_title' | 'remove_label' | 'remove_label_with_name'
      | 'remove_dialog_title' | 'remove_message' | 'help'
    >;
    guesser: { empty: Texts<'title' | 'message'> };
    configurable: {
      customize: string;
      configureMode: string;
      inspector: Texts<'title' | 'content' | 'reset' | 'hideAll' | 'showAll'>;
      Datagrid: Texts<'title' | 'unlabeled'>;
      SimpleForm: Texts<'title' | 'unlabeled'>;
      SimpleList: Texts<'title' | 'primaryText' | 'secondaryText' | 'tertiaryText'>;
    };
  };
};

/**
 * react-admin's interface texts in Turkish. Polyglot gives Turkish a single plural form, so
 * counted texts carry %{smart_count} in one form rather than English's "one |||| many".
 */
export const raTr = {
  ra: {
    action: {
      add_filter: 'Filtre ekle',
      add: 'Ekle',
      back: 'Geri dön',
      bulk_actions: '%{smart_count} öğe seçildi',
      cancel: 'İptal',
      clear_array_input: 'Listeyi temizle',
      clear_input_value: 'Değeri temizle',
      clone: 'Kopyala',
      confirm: 'Onayla',
      create: 'Oluştur',
      create_item: '%{item} oluştur',
      delete: 'Sil',
      edit: 'Düzenle',
      export: 'Dışa aktar',
      list: 'Liste',
      refresh: 'Yenile',
      remove_filter: 'Bu filtreyi kaldır',
      remove_all_filters: 'Tüm filtreleri kaldır',
      remove: 'Kaldır',
      reset: 'Sıfırla',
      save: 'Kaydet',
      search: 'Ara',
      search_columns: 'Sütunlarda ara',
      select_all: 'Tümünü seç',
      select_all_button: 'Tümünü seç',
      select_row: 'Bu satırı seç',
      show: 'Görüntüle',
      sort: 'Sırala',
      undo: 'Geri al',
      unselect: 'Seçimi kaldır',
      expand: 'Genişlet',
      close: 'Kapat',
      open_menu: 'Menüyü aç',
      close_menu: 'Menüyü kapat',
      update: 'Güncelle',
      move_up: 'Yukarı taşı',
      move_down: 'Aşağı taşı',
      open: 'Aç',
      toggle_theme: 'Açık / koyu temayı değiştir',
      select_columns: 'Sütunlar',
      update_application: 'Uygulamayı yeniden yükle',
    },
    boolean: {
      true: 'Evet',
      false: 'Hayır',
      null: ' ',
    },
    page: {
      create: 'Yeni %{name}',
      dashboard: 'Kontrol Paneli',
      edit: '%{name} %{recordRepresentation}',
      error: 'Bir hata oluştu',
      list: '%{name}',
      loading: 'Yükleniyor',
      not_found: 'Bulunamadı',
      show: '%{name} %{recordRepresentation}',
      empty: '%{name}: henüz kayıt yok.',
      invite: 'Yeni bir kayıt eklemek ister misiniz?',
      access_denied: 'Erişim reddedildi',
      authentication_error: 'Kimlik doğrulama hatası',
    },
    input: {
      file: {
        upload_several: 'Yüklemek istediğiniz dosyaları buraya bırakın ya da seçmek için tıklayın.',
        upload_single: 'Yüklemek istediğiniz dosyayı buraya bırakın ya da seçmek için tıklayın.',
      },
      image: {
        upload_several: 'Yüklemek istediğiniz resimleri buraya bırakın ya da seçmek için tıklayın.',
        upload_single: 'Yüklemek istediğiniz resmi buraya bırakın ya da seçmek için tıklayın.',
      },
      references: {
        all_missing: 'İlişkili kayıtların verileri bulunamadı.',
        many_missing: 'İlişkili kayıtlardan en az biri artık mevcut görünmüyor.',
        single_missing: 'İlişkili kayıt artık mevcut görünmüyor.',
      },
      password: {
        toggle_visible: 'Şifreyi gizle',
        toggle_hidden: 'Şifreyi göster',
      },
    },
    message: {
      about: 'Hakkında',
      access_denied: 'Bu sayfaya erişim yetkiniz yok.',
      are_you_sure: 'Emin misiniz?',
      authentication_error: 'Kimlik doğrulama sunucusu bir hata döndürdü; bilgileriniz doğrulanamadı.',
      auth_error: 'Oturum anahtarı doğrulanırken bir hata oluştu.',
      bulk_delete_content: 'Seçili %{smart_count} kaydı silmek istediğinizden emin misiniz?',
      bulk_delete_title: '%{name}: %{smart_count} kaydı sil',
      bulk_update_content: 'Seçili %{smart_count} kaydı güncellemek istediğinizden emin misiniz?',
      bulk_update_title: '%{name}: %{smart_count} kaydı güncelle',
      clear_array_input: 'Listenin tamamını temizlemek istediğinizden emin misiniz?',
      delete_content: 'Bu kaydı silmek istediğinizden emin misiniz?',
      delete_title: '%{name} sil: %{recordRepresentation}',
      details: 'Ayrıntılar',
      error: 'Bir istemci hatası oluştu ve isteğiniz tamamlanamadı.',
      invalid_form: 'Form geçerli değil. Lütfen hataları kontrol edin.',
      loading: 'Lütfen bekleyin',
      no: 'Hayır',
      not_found: 'Adresi yanlış yazmış ya da hatalı bir bağlantıya tıklamış olabilirsiniz.',
      select_all_limit_reached: 'Tümünü seçmek için çok fazla kayıt var. Yalnızca ilk %{max} kayıt seçildi.',
      unsaved_changes: 'Bazı değişiklikleriniz kaydedilmedi. Yine de çıkmak istediğinizden emin misiniz?',
      yes: 'Evet',
      placeholder_data_warning: 'Ağ sorunu: veriler yenilenemedi.',
    },
    navigation: {
      clear_filters: 'Filtreleri temizle',
      no_filtered_results: '%{name}: geçerli filtrelere uyan kayıt bulunamadı.',
      no_results: '%{name}: kayıt bulunamadı',
      no_more_results: '%{page} numaralı sayfa aralığın dışında. Önceki sayfayı deneyin.',
      page_out_of_boundaries: '%{page} numaralı sayfa aralığın dışında',
      page_out_from_end: 'Son sayfadan sonrasına gidilemez',
      page_out_from_begin: '1. sayfadan öncesine gidilemez',
      page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd} kayıttan fazla',
      current_page: 'Sayfa %{page}',
      page: '%{page}. sayfaya git',
      first: 'İlk sayfaya git',
      last: 'Son sayfaya git',
      next: 'Sonraki sayfaya git',
      previous: 'Önceki sayfaya git',
      page_rows_per_page: 'Sayfa başına satır:',
      skip_nav: 'İçeriğe geç',
    },
    sort: {
      // The label as written ('ID', 'Ad'): lowering its first letter turned 'ID' into 'iD'.
      sort_by: '%{field} alanına göre %{order} sırala',
      ASC: 'artan',
      DESC: 'azalan',
    },
    auth: {
      auth_check_error: 'Devam etmek için lütfen giriş yapın',
      user_menu: 'Profil',
      username: 'Kullanıcı adı',
      password: 'Şifre',
      email: 'E-posta',
      sign_in: 'Giriş Yap',
      sign_in_error: 'Kimlik doğrulanamadı, lütfen tekrar deneyin',
      logout: 'Çıkış Yap',
    },
    notification: {
      updated: '%{smart_count} kayıt güncellendi',
      created: 'Kayıt oluşturuldu',
      deleted: '%{smart_count} kayıt silindi',
      bad_item: 'Hatalı kayıt',
      item_doesnt_exist: 'Kayıt bulunamadı',
      http_error: 'Sunucuyla iletişim kurulamadı',
      data_provider_error: 'Veri sağlayıcı hatası. Ayrıntılar için konsola bakın.',
      i18n_error: 'Seçilen dilin çevirileri yüklenemedi',
      canceled: 'İşlem iptal edildi',
      logged_out: 'Oturumunuz sona erdi, lütfen yeniden giriş yapın.',
      not_authorized: 'Bu kaynağa erişim yetkiniz yok.',
      application_update_available: 'Yeni bir sürüm mevcut.',
      offline: 'İnternet bağlantısı yok. Veriler alınamadı.',
    },
    validation: {
      required: 'Bu alan zorunludur',
      minLength: 'En az %{min} karakter olmalıdır',
      maxLength: 'En fazla %{max} karakter olmalıdır',
      minValue: 'En az %{min} olmalıdır',
      maxValue: 'En fazla %{max} olmalıdır',
      number: 'Bir sayı olmalıdır',
      email: 'Geçerli bir e-posta adresi olmalıdır',
      oneOf: 'Şunlardan biri olmalıdır: %{options}',
      regex: 'Belirli bir biçime uymalıdır (düzenli ifade): %{pattern}',
      unique: 'Bu değer zaten kullanılıyor',
    },
    saved_queries: {
      label: 'Kayıtlı sorgular',
      query_name: 'Sorgu adı',
      new_label: 'Geçerli sorguyu kaydet...',
      new_dialog_title: 'Geçerli sorguyu şu adla kaydet',
      remove_label: 'Kayıtlı sorguyu kaldır',
      remove_label_with_name: '"%{name}" sorgusunu kaldır',
      remove_dialog_title: 'Kayıtlı sorgu kaldırılsın mı?',
      remove_message: 'Bu sorguyu kayıtlı sorgular listenizden kaldırmak istediğinizden emin misiniz?',
      help: 'Listeyi filtreleyin ve bu sorguyu daha sonra kullanmak üzere kaydedin',
    },
    guesser: {
      empty: {
        title: 'Gösterilecek veri yok',
        message: 'Lütfen veri sağlayıcınızı kontrol edin',
      },
    },
    configurable: {
      customize: 'Özelleştir',
      configureMode: 'Bu sayfayı yapılandır',
      inspector: {
        title: 'Denetçi',
        content: 'Yapılandırmak istediğiniz arayüz öğesinin üzerine gelin',
        reset: 'Ayarları sıfırla',
        hideAll: 'Tümünü gizle',
        showAll: 'Tümünü göster',
      },
      Datagrid: {
        title: 'Veri tablosu',
        unlabeled: 'Etiketsiz sütun #%{column}',
      },
      SimpleForm: {
        title: 'Form',
        unlabeled: 'Etiketsiz alan #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Birincil metin',
        secondaryText: 'İkincil metin',
        tertiaryText: 'Üçüncül metin',
      },
    },
  },
} satisfies RaMessages & TranslationMessages;
