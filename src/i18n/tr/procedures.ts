/** Procedures and their categories (001 sections 2.7, 3, 5, 8). Spec texts byte for byte; the rest in its tone. */
export const procedures = {
  title: 'Prosedür Yönetimi',
  categoryTitle: 'Prosedür Kategorileri',
  fields: {
    name: 'Kategori adı',
    description: 'Açıklama',
    category: 'Kategori',
    title: 'Prosedür başlığı',
    status: 'Durum',
    procedureCount: 'Prosedür sayısı',
    procedures: 'Prosedürler',
    createdAt: 'Oluşturulma',
    updatedAt: 'Son güncelleme',
  },
  statuses: { active: 'Aktif', passive: 'Pasif' },
  // Section 5.
  categoryNameRequired: 'Kategori adı gereklidir',
  categoryRequired: 'Kategori seçimi gereklidir',
  titleRequired: 'Prosedür başlığı gereklidir',
  descriptionRequired: 'Açıklama gereklidir',
  fillAll: 'Lütfen tüm alanları doldurun',
  // Ours: the server's refusals.
  categoryDuplicate: 'Bu isimde bir kategori zaten mevcut',
  categoryUnknown: 'Seçilen kategori bulunamadı',
  // Section 8.
  categoriesLoadFailed: 'Kategoriler yüklenemedi',
  categoryLoadFailed: 'Kategori yüklenemedi',
  categoryCreateFailed: 'Kategori oluşturulamadı',
  procedureCreateFailed: 'Prosedür oluşturulamadı',
  categoryAddError: 'Kategori eklenirken bir hata oluştu',
  procedureAddError: 'Prosedür eklenirken bir hata oluştu',
  categoryCreated: 'Kategori başarıyla eklendi',
  procedureCreated: 'Prosedür başarıyla eklendi',
  // Ours: update and delete, which the old client only simulated.
  categoryUpdated: 'Kategori başarıyla güncellendi',
  categoryUpdateFailed: 'Kategori güncellenirken bir hata oluştu',
  categoryDeleted: 'Kategori ve prosedürleri başarıyla silindi',
  categoryDeleteFailed: 'Kategori silinirken bir hata oluştu',
  procedureUpdated: 'Prosedür başarıyla güncellendi',
  procedureUpdateFailed: 'Prosedür güncellenirken bir hata oluştu',
  procedureDeleted: 'Prosedür başarıyla silindi',
  procedureDeleteFailed: 'Prosedür silinirken bir hata oluştu',
  /** Appended to the log row of a category's deletion. */
  logCascade: '%{count} prosedürüyle birlikte',
} as const;
