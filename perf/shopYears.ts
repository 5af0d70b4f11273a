// A shop's years of data in a PGlite data directory, for probing the screens in a browser:
//   npx tsx perf/shopYears.ts <data dir>   (the server must not have it open), then
//   DATA_DIR=<data dir> npm start
// 500 customers/suppliers/staff, 20 benches with 20,000 jobs, 300 projects (the first with
// 3,000 activities and 200 files), 5,000 materials with 20 prices each, 2,000 supplier offers.
import { sql } from 'kysely';
import { connectDb, migrate } from '../server/db/connect';
import { seedDemoIfEmpty } from '../server/db/seed';
import { seedLogsBulk, seedUsersBulk } from '../server/db/seed/adminBulk';
import { seedJobsBulk } from '../server/db/seed/jobsBulk';
import { withoutHistory } from '../server/services/history/changeOrigin';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx perf/shopYears.ts <data dir>');
const handle = await connectDb({ dataDir });
const { db } = handle;
const step = async (name: string, fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  console.log(`${name}: ${Math.round(performance.now() - start)} ms`);
};
try {
  await migrate(db);
  await seedDemoIfEmpty(db);
  await step('users', () => seedUsersBulk(db, { users: 500 }));
  await step('benches', () => sql`insert into counters (name) select 'Tezgah ' || g from generate_series(1, 18) g`.execute(db));
  // Every 2 h over 4.5 years; a quarter pending, a quarter in progress: hundreds queued per bench.
  await step('jobs', () => seedJobsBulk(db, { jobs: 20_000, minutesApart: 120 }));
  await step('logs', () => seedLogsBulk(db, { logs: 50_000 }));
  const ids = async (q: string) => (await sql<{ id: number }>`${sql.raw(q)}`.execute(db)).rows.map((r) => r.id);
  const staff = await ids('select id from users where role in (2, 3, 4) order by id');
  const customers = await ids('select id from users where role = 0 order by id');
  const suppliers = await ids('select id from users where role = 1 order by id');
  const steps = await ids('select id from step_templates order by id');
  const arr = (xs: number[], g: string) => sql`(${sql.val(xs)}::int[])[1 + (${sql.raw(g)}) % ${xs.length}]`;
  await db.transaction().execute(async (trx) => {
    await withoutHistory(trx);
    await step('projects', async () => {
      await sql`
        insert into projects (name, description, status, priority, project_manager, oem, request_no, start_date, end_date, created_at, updated_at)
        select (array['Pres Kalıbı', 'Konveyör Tamburu', 'Hidrolik Silindir', 'Dişli Kutusu'])[1 + g % 4] || ' ' || g, 'Proje ' || g,
               (array['pending', 'in-progress', 'completed', 'cancelled'])[1 + g % 4], (array['low', 'medium', 'high', 'critical'])[1 + g % 4],
               ${arr(staff, 'g')}, ${arr(customers, 'g')}, 'TLP-' || g, date '2022-06-01' + g * 5, date '2022-06-01' + g * 5 + 60,
               now() - make_interval(days => g * 5), now()
        from generate_series(1, 298) g`.execute(trx);
      await sql`
        insert into project_steps (project_id, step_template_id, position, step_name, status, progress)
        select p.id, s.id, s.pos, 'Adım ' || s.pos, 'pending', 0
        from projects p cross join unnest(${sql.val(steps)}::int[]) with ordinality as s(id, pos) on conflict do nothing`.execute(trx);
      await sql`update jobs set project_id = (select id from projects order by id limit 1 offset (jobs.id % 300)) where id % 4 = 0`.execute(trx);
    });
    const big = (await sql<{ id: number }>`select id from projects order by id limit 1`.execute(trx)).rows[0]!.id;
    await step('activities', async () => {
      await sql`
        insert into activities (project_id, step_template_id, type, title, content, created_by, created_at, updated_at)
        select ${big}, ${arr(steps, 'g')}, (array['note', 'comment', 'mail', 'phone', 'link', 'image', 'pdf'])[1 + g % 7],
               'Aktivite ' || g, 'Toplantı notu ' || g || ': müşteri ile ölçüler ve teslim tarihi konuşuldu.', ${arr(staff, 'g')},
               now() - make_interval(hours => g * 10), now() - make_interval(hours => g * 10)
        from generate_series(1, 3000) g`.execute(trx);
      await sql`
        insert into activity_files (activity_id, key, name, content_type, byte_size, position)
        select a.id, 'bulk-' || a.id || '.pdf', 'teknik-resim-' || a.id || '.pdf', 'application/pdf', 250000, 0
        from activities a where a.project_id = ${big} and a.type = 'pdf'`.execute(trx);
      await sql`
        insert into files (id, category, original_name, content_type, byte_size, uploaded_by)
        select 'bulk-file-' || g || '.pdf', 'pdfs', 'dosya-' || g || '.pdf', 'application/pdf', 100000, ${staff[0]!} from generate_series(1, 200) g`.execute(trx);
      await sql`insert into project_attachments (project_id, key, position) select ${big}, 'bulk-file-' || g || '.pdf', g from generate_series(1, 200) g`.execute(trx);
      await sql`
        insert into activity_comments (activity_id, user_id, user_name, comment)
        select a.id, ${staff[0]!}, 'Yönetici', 'Yorum' from activities a where a.project_id = ${big} and a.id % 3 = 0`.execute(trx);
    });
    await step('materials', async () => {
      await sql`
        insert into materials (name, category_id, subcategory_id, density, created_at)
        select 'Malzeme ' || g || ' ' || s.name, s.category_id, s.id, 7.85, now() - make_interval(days => g % 1500)
        from generate_series(1, 5000) g
        join lateral (select * from material_subcategories order by id offset (g % (select count(*) from material_subcategories)) limit 1) s on true`.execute(trx);
      await sql`
        insert into material_prices (material_id, price_per_kg, valid_from, created_by)
        select m.id, 30 + (m.id * 7 + k) % 500, current_date - k * 60, ${staff[0]!}
        from materials m cross join generate_series(0, 19) k where m.name like 'Malzeme %'`.execute(trx);
      await sql`
        insert into material_offers (material_id, supplier_id, price_per_kg, note, status, decided_at, decided_by, created_at)
        select (select id from materials order by id limit 1 offset g % 5000), ${arr(suppliers, 'g')}, 40 + g % 300, 'Teklif ' || g,
               case when g % 3 = 0 then 'pending' when g % 3 = 1 then 'accepted' else 'rejected' end,
               case when g % 3 = 0 then null else now() - make_interval(days => g % 700) end,
               case when g % 3 = 0 then null else ${staff[0]!}::int end, now() - make_interval(days => g % 700)
        from generate_series(1, 2000) g`.execute(trx);
    });
  });
  await step('vacuum', () => sql`vacuum analyze`.execute(db));
} finally {
  await handle.close();
}
