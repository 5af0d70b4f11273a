import { linesTotal } from '../../../src/domain/materials/materialCost';
import type { Db } from '../connect';

/** The shop's usual steps, in order, as the demo's step templates and one project template. */
const STEPS = ['Ön hazırlık', 'Tasarım', 'Malzeme tedariki', 'İmalat', 'Kalite kontrol', 'Teslimat'];

/**
 * Demo projects: one for the demo customer, managed by the demo master with the demo employee
 * on the team, two steps done; one in preparation; three demo jobs in them. Only on an empty demo database.
 */
export const seedDemoProjects = async (db: Db): Promise<void> => {
  const byEmail = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id ?? null;
  const [admin, master, employee, customer] = await Promise.all(['admin@example.com', 'usta@example.com', 'calisan@example.com', 'musteri@example.com'].map(byEmail));
  const steps = await db.insertInto('step_templates').values(STEPS.map((name) => ({ name }))).returning(['id', 'name']).execute();
  const template = await db.insertInto('project_templates').values({ name: 'Standart İmalat Projesi', description: 'Tasarımdan teslimata altı adım' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('project_template_steps').values(steps.map((s, position) => ({ template_id: template.id, step_template_id: s.id, position }))).execute();
  const projects = await db
    .insertInto('projects')
    .values([
      { name: 'Hidrolik Pres Kalıbı', description: 'Sac şekillendirme kalıbı, 2 adet', status: 'in-progress', priority: 'high', created_by: admin, project_manager: master, oem: customer, request_no: 'TLP-2026-014', start_date: '2026-11-02', end_date: '2026-12-18', project_template_id: template.id },
      { name: 'Konveyör Tamburu', description: 'Paslanmaz mil ve rulman yatakları', status: 'pending', priority: 'medium', created_by: admin, project_manager: employee, oem: customer, request_no: 'TLP-2026-021', start_date: '2026-12-01', end_date: '2027-01-15', project_template_id: template.id },
    ])
    .returning('id')
    .execute();
  for (const [i, project] of projects.entries())
    await db
      .insertInto('project_steps')
      .values(steps.map((s, position) => ({ project_id: project.id, step_template_id: s.id, step_name: s.name, position, ...(i === 0 && position < 2 ? { status: 'completed' as const, progress: 100 } : {}) })))
      .execute();
  // A few demo jobs are the projects' parts, so a job's page and a project's 'İşler' show the link.
  const partsOf = [['Kalıp pimi üretimi', 'Hidrolik blok delik işleme'], ['Rulman yatağı hassas tornalama']] as const;
  for (const [i, descriptions] of partsOf.entries())
    await db.updateTable('jobs').set({ project_id: projects[i]!.id }).where('description', 'in', [...descriptions]).execute();
  if (employee) await db.insertInto('project_members').values({ project_id: projects[0]!.id, user_id: employee }).execute();
  // What the press die's supply step bought, as a master writes it: the panel's 'Siparişlerde Kullanılan Malzemeler' lists it.
  const supply = steps.find((s) => s.name === 'Malzeme tedariki')!;
  const lines = [
    { name: '1.2379 soğuk iş takım çeliği', cost: 310, quantity: 42.5, unit: 'kg', supplier: 'Kaya Metal' },
    { name: 'S235JR lama 20×100', cost: 41.25, quantity: 64, unit: 'kg', supplier: 'Ege Çelik' },
    { name: 'DIN 912 M12×40 cıvata', cost: 6.8, quantity: 48, unit: 'adet' },
  ];
  await db
    .insertInto('activities')
    .values({ project_id: projects[0]!.id, step_template_id: supply.id, type: 'materials', title: 'Kalıp malzemeleri', metadata: JSON.stringify({ materials: lines, totalCost: linesTotal(lines) }), created_by: master })
    .execute();
};
