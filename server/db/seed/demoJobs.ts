import type { JobPriority, JobStatus } from '../../../src/domain/resources/jobs';
import type { Db } from '../connect';

const DEMO_OPERATIONS: readonly [string, string, 'active' | 'inactive'][] = [
  ['Tornalama', 'CNC torna ile dış çap ve alın işleme', 'active'],
  ['Frezeleme', 'Dik işlem merkezinde cep ve kanal işleme', 'active'],
  ['Delme', 'Matkap ile delik delme', 'active'],
  ['Kılavuz Çekme', 'Vida dişi açma', 'active'],
  ['Taşlama', 'Silindirik ve yüzey taşlama', 'active'],
  ['Kaynak', 'MIG/TIG kaynak birleştirme', 'active'],
  ['Çapak Alma', 'Kenar ve çapak temizliği', 'active'],
  ['Isıl İşlem', 'Sertleştirme ve menevişleme (dış tedarik)', 'active'],
  ['Kalite Kontrol', 'Ölçü ve yüzey kontrolü', 'active'],
  ['Boyama', 'Elektrostatik toz boya', 'inactive'],
];

/** The catalogue of operations a machining shop starts with; added only when the catalogue is empty. */
export const ensureDemoOperations = async (db: Db): Promise<void> => {
  if (await db.selectFrom('operations').select('id').limit(1).executeTakeFirst()) return;
  await db.insertInto('operations').values(DEMO_OPERATIONS.map(([name, description, status]) => ({ name, description, status }))).execute();
};

const DEMO_JOBS: readonly { description: string; customer: string; quantity: number; unitPrice: number | null; hours: number; status: JobStatus; priority: JobPriority; ops: number[] }[] = [
  { description: 'Ø40 mil tornalama, h7 tolerans', customer: 'Akın Makina', quantity: 20, unitPrice: 85, hours: 6, status: 'in-progress', priority: 'high', ops: [0, 4, 8] },
  { description: 'Flanş delik delme ve kılavuz', customer: 'Ege Hidrolik', quantity: 50, unitPrice: 32.5, hours: 4, status: 'pending', priority: 'medium', ops: [2, 3, 6] },
  { description: 'Dişli gövdesi frezeleme', customer: 'Kaya Otomotiv', quantity: 8, unitPrice: 410, hours: 12, status: 'pending', priority: 'urgent', ops: [1, 2, 8] },
  { description: 'Burç iç çap taşlama', customer: 'Akın Makina', quantity: 100, unitPrice: 12.75, hours: 9, status: 'completed', priority: 'medium', ops: [0, 4] },
  { description: 'Kaynaklı şase onarımı', customer: 'Demir Döküm', quantity: 1, unitPrice: 1250, hours: 5, status: 'completed', priority: 'high', ops: [5, 6] },
  { description: 'Kalıp pimi üretimi', customer: 'Yıldız Kalıp', quantity: 200, unitPrice: 4.4, hours: 7, status: 'in-progress', priority: 'low', ops: [0, 7, 4] },
  { description: 'Pompa kapağı yüzey işleme', customer: 'Ege Hidrolik', quantity: 12, unitPrice: 95, hours: 3, status: 'cancelled', priority: 'low', ops: [1] },
  { description: 'Redüktör mili kama kanalı', customer: 'Kaya Otomotiv', quantity: 6, unitPrice: 180, hours: 2, status: 'pending', priority: 'medium', ops: [1, 6] },
  { description: 'Hidrolik blok delik işleme', customer: 'Ege Hidrolik', quantity: 4, unitPrice: null, hours: 10, status: 'pending', priority: 'high', ops: [2, 3] },
  { description: 'Bağlantı braketi kesim ve kaynak', customer: 'Demir Döküm', quantity: 30, unitPrice: 22, hours: 8, status: 'in-progress', priority: 'medium', ops: [5, 6, 8] },
  { description: 'Rulman yatağı hassas tornalama', customer: 'Akın Makina', quantity: 10, unitPrice: 140, hours: 5, status: 'completed', priority: 'medium', ops: [0, 8] },
  { description: 'Prototip dişli çark', customer: 'Yıldız Kalıp', quantity: 2, unitPrice: null, hours: 14, status: 'pending', priority: 'urgent', ops: [1, 7, 4, 8] },
];

/** About ten operations and a dozen jobs on the demo benches, so a fresh app has something to show. */
export const seedDemoJobs = async (db: Db): Promise<void> => {
  await ensureDemoOperations(db);
  const operations = (await db.selectFrom('operations').select('id').orderBy('id').execute()).map((r) => r.id);
  const benches = await db.selectFrom('counters').select(['id', 'name']).where('status', '=', 1).orderBy('id').execute();
  const master = await db.selectFrom('users').select('id').where('role', '=', 4).orderBy('id').executeTakeFirst();
  const customer = await db.selectFrom('users').select('id').where('role', '=', 0).orderBy('id').executeTakeFirst();
  if (!benches.length || !master) return;
  const day = 24 * 3600 * 1000;
  for (const [i, job] of DEMO_JOBS.entries()) {
    const bench = benches[i % benches.length];
    const createdAt = new Date(Date.now() - (DEMO_JOBS.length - i) * day);
    const { id } = await db
      .insertInto('jobs')
      .values({
        // The spec's job form sends no title: demo jobs are known by their description, as real ones are.
        title: null,
        description: job.description,
        status: job.status,
        priority: job.priority,
        assigned_to: master.id,
        created_by: master.id,
        customer_id: i % 3 === 0 ? (customer?.id ?? null) : null,
        customer_name: job.customer,
        quantity: job.quantity,
        unit_price: job.unitPrice === null ? null : job.unitPrice.toFixed(2),
        workstation_id: bench.id,
        workstation_name: bench.name,
        estimated_hours: job.hours,
        created_at: createdAt,
        updated_at: createdAt,
        completed_at: job.status === 'completed' ? new Date(createdAt.getTime() + day / 2) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ops = job.ops.map((k) => operations[k]).filter((op) => op !== undefined);
    if (ops.length) await db.insertInto('job_operations').values(ops.map((operationId, position) => ({ job_id: id, operation_id: operationId, position }))).execute();
  }
};
