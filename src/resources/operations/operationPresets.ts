/**
 * Common machining operations offered by 'Toplu Ekle'. Shop data rather than screen text: an
 * operation keeps the name it is saved with, whatever the screen's language.
 */
export const OPERATION_PRESETS: readonly { name: string; description: string }[] = [
  { name: 'Tornalama', description: 'CNC torna ile dış çap ve alın işleme' },
  { name: 'Frezeleme', description: 'Dik işlem merkezinde cep ve kanal işleme' },
  { name: 'Delme', description: 'Matkap ile delik delme' },
  { name: 'Kılavuz Çekme', description: 'Vida dişi açma' },
  { name: 'Raybalama', description: 'Deliği hassas ölçüye getirme' },
  { name: 'Havşa Açma', description: 'Vida başı için havşa işleme' },
  { name: 'Taşlama', description: 'Silindirik ve yüzey taşlama' },
  { name: 'Honlama', description: 'İç yüzeyde hassas yüzey bitirme' },
  { name: 'Tel Erozyon', description: 'Tel ile hassas profil kesme' },
  { name: 'Dalma Erozyon', description: 'Elektrotla form boşaltma' },
  { name: 'Kaynak', description: 'MIG/TIG kaynak birleştirme' },
  { name: 'Çapak Alma', description: 'Kenar ve çapak temizliği' },
  { name: 'Pah Kırma', description: 'Keskin kenarlara pah açma' },
  { name: 'Isıl İşlem', description: 'Sertleştirme ve menevişleme (dış tedarik)' },
  { name: 'Kumlama', description: 'Yüzey temizliği ve matlaştırma' },
  { name: 'Lazer Markalama', description: 'Parça üzerine kod ve logo işleme' },
  { name: 'Kalite Kontrol', description: 'Ölçü ve yüzey kontrolü' },
  { name: 'Paketleme', description: 'Koruyucu ambalaj ve etiketleme' },
];
