import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../server/db/connect';
import { captureStatements, median, round2, timed } from './jobLists';
import type { ListBenchTarget, ListTiming } from './lists';

/** Issue 8: the projects list over 10,000 projects, each with six steps and a team member. */
export const PROJECT_BULK = { projects: 10_000 };
const RUNS = 40;
const WARM_UP = 5;
const PAGE_SIZE = 50;
const DEEP_PAGE = 200;
/** Turkish capitals, other case: matches 'Pres Kalıbı', one project in four. */
const SEARCH = 'KALIBI';

/** Bulk rows in a few statements (generate_series), not 70,000 inserts. */
const seedProjectsBulk = async (db: Db, count: number) => {
  const users = (await db.selectFrom('users').select(['id', 'role']).execute()) as { id: number; role: number }[];
  const staff = users.filter((u) => [2, 3, 4].includes(u.role)).map((u) => u.id);
  const customers = users.filter((u) => u.role === 0).map((u) => u.id);
  const template = await db.insertInto('step_templates').values({ name: 'Bench adımı' }).returning('id').executeTakeFirstOrThrow();
  const stepIds = [template.id];
  for (let i = 1; i < 6; i++) stepIds.push((await db.insertInto('step_templates').values({ name: `Bench adımı ${i}` }).returning('id').executeTakeFirstOrThrow()).id);
  await sql`
    insert into projects (name, description, status, priority, project_manager, oem, request_no, start_date, end_date, created_at, updated_at)
    select (array['Pres Kalıbı', 'Konveyör Tamburu', 'Hidrolik Silindir', 'Dişli Kutusu'])[1 + g % 4] || ' ' || g,
           'Toplu proje ' || g,
           (array['pending', 'in-progress', 'completed', 'cancelled'])[1 + g % 4],
           (array['low', 'medium', 'high', 'critical'])[1 + g % 4],
           (${sql.val(staff)}::int[])[1 + g % ${staff.length}],
           (${sql.val(customers)}::int[])[1 + g % ${customers.length}],
           'TLP-' || g, date '2026-01-01' + (g % 300), date '2026-01-01' + (g % 300) + 30,
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${count}) g`.execute(db);
  await sql`
    insert into project_steps (project_id, step_template_id, position, step_name, status, progress)
    select p.id, s.id, s.pos, 'Adım ' || s.pos, case when s.pos < p.id % 6 then 'completed' else 'pending' end, case when s.pos < p.id % 6 then 100 else 0 end
    from projects p cross join unnest(${sql.val(stepIds)}::int[]) with ordinality as s(id, pos)
    on conflict do nothing`.execute(db);
  await sql`insert into project_members (project_id, user_id) select id, (${sql.val(staff)}::int[])[1 + (id + 1) % ${staff.length}] from projects
    where (${sql.val(staff)}::int[])[1 + (id + 1) % ${staff.length}] is distinct from project_manager
    on conflict do nothing`.execute(db);
  await sql`analyze`.execute(db);
};

/** GET /v1/projects through the HTTP stack and, as the floor, the statements that call ran. */
export const measureProjectLists = async (target: ListBenchTarget): Promise<ListTiming[]> => {
  const { db } = target;
  const seeded = performance.now();
  await seedProjectsBulk(db, PROJECT_BULK.projects);
  console.log(`${target.engine}: seeded ${PROJECT_BULK.projects} projects with steps and members in ${Math.round(performance.now() - seeded)} ms`);
  const rows = Number((await db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const get = (path: string) => target.api.json<{ total: number; projects: unknown[] }>(path);
  const cases: { page: number; filter: string; path: string; statements: CompiledQuery[] }[] = [];
  for (const [filter, query, page] of [
    ['none', '', 1],
    ['none', '', DEEP_PAGE],
    ['status', '&status=in-progress', 1],
    ['search', `&q=${encodeURIComponent(SEARCH)}`, 1],
  ] as const) {
    const path = `/v1/projects?page=${page}&limit=${PAGE_SIZE}${query}`;
    let answer: { total: number; projects: unknown[] } | undefined;
    const statements = (await captureStatements(db, async () => void (answer = await get(path)))).filter((q) => /\bfrom "projects"/.test(q.sql));
    if (!answer?.projects.length) throw new Error(`${path}: an empty page`);
    cases.push({ page, filter, path, statements });
  }
  const apiOf = (path: string) => () => target.api.get(path);
  const sqlOf = (statements: CompiledQuery[]) => async () => {
    for (const s of statements) await db.executeQuery(s);
  };
  for (let round = 0; round < WARM_UP; round++) for (const c of cases) await apiOf(c.path)();
  const timings: ListTiming[] = [];
  for (const c of cases) {
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      apiMs.push(await timed(apiOf(c.path)));
      sqlMs.push(await timed(sqlOf(c.statements)));
    }
    timings.push({ engine: target.engine, resource: 'projects', rows, page: c.page, filter: c.filter, api_p50_ms: round2(median(apiMs)), sql_p50_ms: round2(median(sqlMs)) });
  }
  return timings;
};
