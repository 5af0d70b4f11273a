/**
 * A project's 3D models (001 sections 5, 7, 8; issue 11): the spec's texts and the server's.
 * Not in the shell's catalog (tr.ts): only the models section and the /v1/models routes read them.
 */
export const models = {
  uploadFailed: 'Model yüklenirken hata oluştu',
  deleteFailed: 'Model silinemedi',
  deleteError: 'Model silinirken hata oluştu',
  urlFailed: 'URL yüklenemedi',
  uploaded: 'Model yüklendi',
  deleted: 'Model silindi',
  notFound: 'Model bulunamadı',
  modelMissing: 'Lütfen bir model dosyası seçin',
  projectMissing: 'Modelin ekleneceği proje seçilmedi',
  unsupported: 'Model dosyası desteklenmiyor: .step, .stp, .iges, .igs, .stl veya .obj olmalı ve içeriği uzantısına uymalı',
  tooLarge: 'Model dosyası çok büyük. En fazla %{max} MB yüklenebilir.',
  forbidden: 'Bu projenin modellerini değiştirme yetkiniz yok',
  /** A customer removing a model someone else uploaded (issue 22). */
  notOwnUpload: 'Yalnızca kendi yüklediğiniz modelleri silebilirsiniz',
  log: { uploaded: '%{project} projesine %{name} modeli yüklendi (%{kb} KB)', deleted: '%{project} projesinden %{name} modeli silindi' },
};
