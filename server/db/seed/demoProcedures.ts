import type { Db } from '../connect';

interface DemoCategory {
  name: string;
  description: string;
  procedures: readonly { title: string; description: string; active?: false }[];
}

/** What a machining shop writes down first: setting up a machine, checking parts, working safely. */
const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'CNC Tezgah Hazırlık',
    description: 'Tezgahı işe başlamadan önce hazırlama adımları',
    procedures: [
      { title: 'Günlük tezgah kontrolü', description: 'Yağ ve soğutma sıvısı seviyesini, hava basıncını ve eksen referanslarını kontrol edin.' },
      { title: 'Sıfır noktası ayarı', description: 'Parçayı bağladıktan sonra iş parçası sıfırını prob ile alın ve ofset tablosuna kaydedin.' },
      { title: 'Takım boyu ölçümü', description: 'Yeni takımları takım ön ayar cihazında ölçün, boy ve çap değerlerini tezgaha girin.' },
      { title: 'Program deneme (kuru çalıştırma)', description: 'İlk parçadan önce programı %25 ilerleme ile havada çalıştırın.' },
    ],
  },
  {
    name: 'Kalite Kontrol',
    description: 'Ölçüm, muayene ve kayıt',
    procedures: [
      { title: 'İlk parça onayı', description: 'Seri üretime geçmeden ilk parçayı teknik resme göre tam ölçün ve formu imzalatın.' },
      { title: 'Proses içi ölçüm', description: 'Her 20 parçada bir kritik ölçüleri kumpas ve mikrometre ile ölçüp kontrol kartına yazın.' },
      { title: 'Yüzey pürüzlülüğü kontrolü', description: 'Ra değerini profilometre ile ölçün; sınır dışı parçaları ayırın.' },
    ],
  },
  {
    name: 'İş Güvenliği',
    description: 'Atölyede güvenli çalışma kuralları',
    procedures: [
      { title: 'Kişisel koruyucu donanım', description: 'Koruyucu gözlük, iş ayakkabısı ve kulak koruyucu olmadan tezgah başına geçmeyin.' },
      { title: 'Kapı kilidi ve acil stop testi', description: 'Vardiya başında kapı kilidini ve acil stop butonunu deneyin.' },
      { title: 'Talaş temizliği', description: 'Talaşı elle değil, kanca ve fırça ile tezgah durduktan sonra temizleyin.' },
    ],
  },
  {
    name: 'Bakım',
    description: 'Periyodik tezgah bakımı',
    procedures: [
      { title: 'Haftalık yağlama', description: 'Kızak ve vidalı milleri yağlama planına göre yağlayın.' },
      { title: 'Soğutma sıvısı konsantrasyonu', description: 'Refraktometre ile ölçün; %6-8 aralığında tutun.' },
      { title: 'Eski filtre değişim formu', description: 'Yerine bakım yazılımındaki iş emri kullanılıyor.', active: false },
    ],
  },
];

/** The demo procedures, on a database with none. */
export const seedDemoProcedures = async (db: Db): Promise<void> => {
  if (await db.selectFrom('procedure_categories').select('id').limit(1).executeTakeFirst()) return;
  for (const category of DEMO_CATEGORIES) {
    const { id } = await db.insertInto('procedure_categories').values({ name: category.name, description: category.description }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('procedures')
      .values(category.procedures.map((p) => ({ category_id: id, title: p.title, description: p.description, is_active: p.active !== false })))
      .execute();
  }
};
