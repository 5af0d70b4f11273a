export const counters = {
  title: 'Tezgah Yönetimi',
  fields: { name: 'Tezgah adı', status: 'Durum', createdAt: 'Oluşturulma' },
  created: 'Tezgah başarıyla eklendi',
  updated: 'Tezgah başarıyla güncellendi',
  deleted: 'Tezgah başarıyla silindi',
  createFailed: 'Tezgah eklenirken hata oluştu',
  updateFailed: 'Tezgah güncellenirken hata oluştu',
  deleteFailed: 'Tezgah silinirken hata oluştu',
  inUse: 'Bu tezgah %{count} işte kullanıldığı için silinemez. Pasif duruma alabilirsiniz.',
  duplicateName: 'Bu isimde bir tezgah zaten mevcut',
} as const;
