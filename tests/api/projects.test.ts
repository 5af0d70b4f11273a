// Issue 8: projects with steps from templates, members, and row scoping per role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { multipartFile } from './helpers/jobFixtures';
import { createAccount, createTemplate, userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let ids: Record<0 | 2 | 3 | 4, number>;
let template: { templateId: number; stepIds: number[] };
let otherCustomer: Awaited<ReturnType<typeof createAccount>>;
let outsider: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = { 0: await userIdOfRole(t, 0), 2: await userIdOfRole(t, 2), 3: await userIdOfRole(t, 3), 4: await userIdOfRole(t, 4) };
  template = await createTemplate(t, ['Tasarım', 'İmalat', 'Kalite Kontrol', 'Teslimat']);
  otherCustomer = await createAccount(t, 0, 'Baska');
  outsider = await createAccount(t, 2, 'Disarida');
});
afterAll(() => t.close());

type Role = 0 | 1 | 2 | 3 | 4;
const as = (role: Role, method: string, url: string, payload?: unknown) => t.injectAs(role, { method, url, payload });
const createProject = async (payload: Record<string, unknown>, role: Role = 3) => {
  const res = await as(role, 'POST', '/v1/projects', { name: 'Pres Kalıbı', projectManager: ids[4], oem: ids[0], ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project;
};

describe('a project from a template', () => {
  it("gets the template's steps in order, pending, and 0 % progress", async () => {
    const project = await createProject({ projectTemplateId: template.templateId, startDate: '2026-11-01', endDate: '2026-12-15' });
    expect(project.steps.map((s: { stepName: string }) => s.stepName)).toEqual(['Tasarım', 'İmalat', 'Kalite Kontrol', 'Teslimat']);
    expect(project.steps.map((s: { stepTemplateId: number }) => s.stepTemplateId)).toEqual(template.stepIds);
    expect(project.steps.every((s: { status: string; progress: number }) => s.status === 'pending' && s.progress === 0)).toBe(true);
    expect(project).toMatchObject({ progress: 0, stepCount: 4, completedSteps: 0, createdBy: ids[3], createdByName: 'Ayşe Yönetici', projectManagerName: 'Mehmet Usta', oemName: 'Can Müşteri', startDate: '2026-11-01' });
  });

  it('recomputes progress as steps complete: the rounded percentage of completed steps', async () => {
    const project = await createProject({ projectTemplateId: template.templateId });
    const step = (i: number, body: Record<string, unknown>, role: Role = 4) => as(role, 'PUT', `/v1/projects/${project.id}/steps/${template.stepIds[i]}`, body);
    const first = await step(0, { status: 'completed' });
    expect(first.statusCode).toBe(200);
    expect(first.json().project).toMatchObject({ progress: 25, completedSteps: 1 });
    expect(first.json().project.steps[0]).toMatchObject({ status: 'completed', progress: 100 });
    // The form sends the figure it held: a completed step is 100 whatever it said, and stays so.
    const second = await step(1, { status: 'completed', progress: 0 });
    expect(second.json().project.steps[1]).toMatchObject({ status: 'completed', progress: 100 });
    expect((await step(1, { progress: 30 })).json().project.steps[1]).toMatchObject({ status: 'completed', progress: 100 });
    const third = await step(2, { status: 'in-progress', progress: 40, notes: 'Ölçüm bekleniyor' });
    expect(third.json().project).toMatchObject({ progress: 50 });
    expect(third.json().project.steps[2]).toMatchObject({ status: 'in-progress', progress: 40, notes: 'Ölçüm bekleniyor' });
    expectValidationError(await step(2, { progress: 140 }), 'progress', 'İlerleme 0 ile 100 arasında bir tam sayı olmalıdır');
    expect((await as(4, 'PUT', `/v1/projects/${project.id}/steps/987654`, { status: 'completed' })).statusCode).toBe(404);
    // An employee who is not the manager does not run the project's steps, even as a member.
    await as(3, 'PUT', `/v1/projects/${project.id}`, { members: [ids[2]] });
    expect((await step(3, { status: 'completed' }, 2)).statusCode).toBe(403);
    const logs = await t.app.db.selectFrom('activity_logs').select('description').where('resource', '=', 'projectStep').execute();
    expect(logs.length).toBeGreaterThanOrEqual(3);
    // A step sent with nothing to change stays as it is: no new date, no line in the log.
    const before = await t.app.db.selectFrom('project_steps').select('updated_at').where('project_id', '=', project.id).where('step_template_id', '=', template.stepIds[2]!).executeTakeFirstOrThrow();
    const empty = await step(2, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().project.steps[2]).toMatchObject({ status: 'in-progress', progress: 40, notes: 'Ölçüm bekleniyor' });
    const after = await t.app.db.selectFrom('project_steps').select('updated_at').where('project_id', '=', project.id).where('step_template_id', '=', template.stepIds[2]!).executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(before.updated_at);
    expect(await t.app.db.selectFrom('activity_logs').select('description').where('resource', '=', 'projectStep').execute()).toHaveLength(logs.length);
    expect((await as(4, 'PUT', `/v1/projects/${project.id}/steps/987654`, {})).statusCode).toBe(404);
  });

  it('keeps the template it was made from: an edit or a bulk change to another one is refused, the same one passes', async () => {
    const project = await createProject({ projectTemplateId: template.templateId });
    const other = await createTemplate(t, ['Kesim', 'Paketleme']);
    const message = 'Proje şablonu yalnızca proje oluşturulurken seçilir; adımlar o şablondan gelir.';
    expectValidationError(await as(3, 'PUT', `/v1/projects/${project.id}`, { projectTemplateId: other.templateId }), 'projectTemplateId', message);
    const bulk = await as(0, 'PATCH', '/v1/projects', { ids: [project.id], values: { projectTemplateId: other.templateId } });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().refused).toMatchObject([{ id: project.id, message }]);
    // The edit form sends back what it got: unchanged, it is no change.
    const same = await as(3, 'PUT', `/v1/projects/${project.id}`, { name: 'Aynı şablon', projectTemplateId: template.templateId });
    expect(same.statusCode, same.body).toBe(200);
    const row = await t.app.db.selectFrom('projects').select(['project_template_id', 'name']).where('id', '=', project.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ project_template_id: template.templateId, name: 'Aynı şablon' });
    expect((await as(3, 'GET', `/v1/projects/${project.id}`)).json().project.steps).toHaveLength(4);
  });

  it('refuses an unknown template, a manager who is not staff, an OEM who is not a customer, and an end before the start', async () => {
    expectValidationError(await as(3, 'POST', '/v1/projects', { name: 'X', projectTemplateId: 987654 }), 'projectTemplateId', 'Proje şablonu bulunamadı');
    expectValidationError(await as(3, 'POST', '/v1/projects', { name: 'X', projectManager: ids[0] }), 'projectManager', 'Proje yöneticisi bir çalışan, usta başı veya yönetici olmalıdır');
    expectValidationError(await as(3, 'POST', '/v1/projects', { name: 'X', oem: ids[4] }), 'oem', 'OEM bir müşteri hesabı olmalıdır');
    expectValidationError(await as(3, 'POST', '/v1/projects', { name: 'X', startDate: '2026-12-01', endDate: '2026-11-01' }), 'endDate', 'Bitiş tarihi başlangıç tarihinden önce olamaz');
    expectValidationError(await as(3, 'POST', '/v1/projects', { name: '  ' }), 'name', 'Proje adı gereklidir');
    expect(await t.app.db.selectFrom('projects').select('id').where('name', '=', 'X').execute()).toHaveLength(0);
  });
});

describe('the list’s counts (001 section 2.4)', () => {
  it('counts open projects (pending and in progress) with the declared status group, as the summary does', async () => {
    await createProject({ name: 'Açık Bekleyen' });
    await createProject({ name: 'Açık Süren', status: 'in-progress' });
    await createProject({ name: 'Biten', status: 'completed' });
    const open = await as(3, 'GET', '/v1/projects?status=open&limit=1');
    expect(open.statusCode, open.body).toBe(200);
    const all = (await as(3, 'GET', '/v1/projects?limit=1')).json();
    expect(open.json().total).toBe(all.summary.active);
    const completed = (await as(3, 'GET', '/v1/projects?status=completed&limit=1')).json();
    expect(completed.total).toBe(all.summary.completed);
    expect(open.json().total + completed.total).toBeLessThanOrEqual(all.total);
  });
});

describe('members', () => {
  it('adds and removes team members, refusing the manager, the customer, duplicates and non-staff', async () => {
    const project = await createProject({});
    const put = (members: number[], role: Role = 4) => as(role, 'PUT', `/v1/projects/${project.id}`, { members });
    const added = await put([ids[2], ids[3]]);
    expect(added.statusCode).toBe(200);
    expect([...added.json().project.members].sort()).toEqual([ids[2], ids[3]].sort());
    expect(added.json().project.memberUsers.map((u: { name: string }) => u.name).sort()).toEqual(['Ali', 'Ayşe']);
    const refused = await put([ids[4]]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bu kullanıcı zaten proje yöneticisi veya müşteri olarak atanmış');
    expect((await put([ids[0]])).json().message).toBe('Bu kullanıcı zaten proje yöneticisi veya müşteri olarak atanmış');
    expect((await put([ids[2], ids[2]])).json().message).toBe('Bu kullanıcı zaten ekip üyesi');
    expect((await put([otherCustomer.id])).statusCode).toBe(400);
    expect((await put([ids[3]])).json().project.members).toEqual([ids[3]]);
    // A team member who does not run the project does not change its team.
    expect((await put([ids[3], ids[2]])).statusCode).toBe(200);
    expect((await put([ids[3]], 2)).statusCode).toBe(403);
    const log = await t.app.db.selectFrom('activity_logs').select(['action', 'description']).where('resource', '=', 'projectMember').execute();
    expect(log.some((l) => l.action === 'delete' && l.description.includes('Ali Çalışkan'))).toBe(true);
  });
});

describe('row scoping', () => {
  let mine: { id: number };
  let theirs: { id: number };
  beforeAll(async () => {
    mine = await createProject({ name: 'Müşterinin Projesi', projectTemplateId: template.templateId });
    theirs = await createProject({ name: 'Başka Müşterinin Projesi', oem: otherCustomer.id, projectManager: ids[3], projectTemplateId: template.templateId });
  });

  it('lets a customer see only their own projects, and answers 404 for another customer’s, never the data', async () => {
    const list = (await as(0, 'GET', '/v1/projects?limit=100')).json();
    expect(list.projects.every((p: { oem: number }) => p.oem === ids[0])).toBe(true);
    expect(list.projects.map((p: { id: number }) => p.id)).toContain(mine.id);
    expect(list.summary.total).toBe(list.total);
    for (const [method, url, payload] of [
      ['GET', `/v1/projects/${theirs.id}`],
      ['PUT', `/v1/projects/${theirs.id}`, { name: 'Ele geçirildi' }],
      ['DELETE', `/v1/projects/${theirs.id}`],
      ['PUT', `/v1/projects/${theirs.id}/steps/${template.stepIds[0]}`, { status: 'completed' }],
      ['GET', `/v1/activities?projectId=${theirs.id}`],
      ['GET', `/v1/activities/stats?projectId=${theirs.id}`],
    ] as const) {
      const res = await as(0, method, url, payload);
      if (url.startsWith('/v1/activities?')) {
        expect(res.json().activities, url).toEqual([]);
        continue;
      }
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Başka Müşterinin');
    }
    const other = await t.app.inject({ method: 'GET', url: `/v1/projects/${mine.id}`, headers: otherCustomer.bearer });
    expect(other.statusCode).toBe(404);
    expect((await t.app.db.selectFrom('projects').select('name').where('id', '=', theirs.id).executeTakeFirstOrThrow()).name).toBe('Başka Müşterinin Projesi');
  });

  it('lets masters and employees see the projects they manage or are members of, and admins all', async () => {
    const outsiderList = await t.app.inject({ method: 'GET', url: '/v1/projects', headers: outsider.bearer });
    expect(outsiderList.json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/v1/projects/${mine.id}`, headers: outsider.bearer })).statusCode).toBe(404);
    await as(3, 'PUT', `/v1/projects/${theirs.id}`, { members: [outsider.id] });
    expect((await t.app.inject({ method: 'GET', url: `/v1/projects/${theirs.id}`, headers: outsider.bearer })).statusCode).toBe(200);
    const master = (await as(4, 'GET', '/v1/projects?limit=100')).json();
    expect(master.projects.map((p: { id: number }) => p.id)).toContain(mine.id);
    expect(master.projects.map((p: { id: number }) => p.id)).not.toContain(theirs.id);
    const admin = (await as(3, 'GET', '/v1/projects?limit=100')).json();
    expect(admin.projects.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(admin.summary.total).toBeGreaterThan(master.summary.total);
  });

  it('scopes the export and the user project lists the same way', async () => {
    const csv = await as(0, 'GET', '/v1/projects/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Müşterinin Projesi');
    expect(csv.body).not.toContain('Başka Müşterinin Projesi');
    const count = (await as(3, 'GET', `/v1/projects/user/${otherCustomer.id}/count`)).json().count;
    expect(count).toBe(1);
  });

  it('makes a customer the OEM of what they create, and keeps the manager, OEM and status theirs to not change', async () => {
    const res = await as(0, 'POST', '/v1/projects', { name: 'Müşteri Talebi' });
    expect(res.statusCode).toBe(201);
    expect(res.json().project.oem).toBe(ids[0]);
    const id = res.json().project.id;
    expect((await as(0, 'PUT', `/v1/projects/${id}`, { status: 'completed' })).statusCode).toBe(403);
    expect((await as(0, 'PUT', `/v1/projects/${id}`, { projectManager: ids[4] })).statusCode).toBe(403);
    expect((await as(0, 'PUT', `/v1/projects/${id}`, { oem: otherCustomer.id })).statusCode).toBe(403);
    expect((await as(0, 'PUT', `/v1/projects/${id}`, { name: 'Müşteri Talebi (revize)' })).json().project.name).toBe('Müşteri Talebi (revize)');
    // Employees and masters do not create or delete projects.
    expect((await as(2, 'POST', '/v1/projects', { name: 'Y' })).statusCode).toBe(403);
    expect((await as(0, 'DELETE', `/v1/projects/${id}`)).statusCode).toBe(200);
  });

  it("refuses a customer's team on a new project as on an existing one (issue 21), and takes their form's unchanged team", async () => {
    const runOnly = 'Ekip ve adımları yalnızca proje yöneticisi, usta başı veya yönetici değiştirebilir';
    const before = (await t.app.db.selectFrom('projects').select('id').execute()).length;
    const created = await as(0, 'POST', '/v1/projects', { name: 'Ekipli Talep', members: [ids[2]] });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(runOnly);
    expect((await t.app.db.selectFrom('projects').select('id').execute()).length).toBe(before);

    // The customer's form sends the team it shows: none on a new project, the current one on an edit.
    const mine = await as(0, 'POST', '/v1/projects', { name: 'Ekipsiz Talep', members: [] });
    expect(mine.statusCode, mine.body).toBe(201);
    const id = mine.json().project.id;
    await as(3, 'PUT', `/v1/projects/${id}`, { members: [ids[2]] });
    expect((await as(0, 'PUT', `/v1/projects/${id}`, { name: 'Ekipsiz Talep (revize)', members: [ids[2]] })).statusCode).toBe(200);
    const updated = await as(0, 'PUT', `/v1/projects/${id}`, { members: [ids[2], ids[4]] });
    expect(updated.statusCode).toBe(403);
    expect(updated.json().message).toBe(runOnly);
    expect((await as(0, 'PUT', `/v1/projects/${id}`, { members: [] })).statusCode).toBe(403);
    expect((await as(3, 'GET', `/v1/projects/${id}`)).json().project.members).toEqual([ids[2]]);
  });
});

describe('who may delete a project (issue 22)', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const uploadPdf = async (role: Role) => (await t.injectAs(role, { method: 'POST', url: '/v1/files/upload', ...multipartFile('file', 'çizim.pdf', PDF, 'application/pdf') })).json().fileKey as string;
  const customersProject = async (name: string) => {
    const res = await as(0, 'POST', '/v1/projects', { name, projectTemplateId: template.templateId, attachments: [await uploadPdf(0)] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().project as { id: number };
  };
  const exists = async (id: number) => Boolean(await t.app.db.selectFrom('projects').select('id').where('id', '=', id).executeTakeFirst());
  const refusedFor = async (id: number, work: string) => {
    const res = await as(0, 'DELETE', `/v1/projects/${id}`);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(`Atölye bu proje üzerinde çalıştı (${work}); projeyi silemezsiniz. Silinmesi için yöneticiyle görüşün.`);
    expect(await exists(id)).toBe(true);
  };

  it("lets a customer delete their own project while it holds only their work: pending steps, their file, activity and comment", async () => {
    const project = await customersProject('Yalnız Müşterinin');
    const activity = (await as(0, 'POST', '/v1/activities', { projectId: project.id, type: 'note', title: 'Ölçüler' })).json().activity;
    expect((await as(0, 'POST', `/v1/activities/${activity.id}/comments`, { comment: 'Ek bilgi' })).statusCode).toBe(201);
    const res = await as(0, 'DELETE', `/v1/projects/${project.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(project.id)).toBe(false);
  });

  it('refuses a project the shop opened, in progress with its steps, files and activities; an admin still deletes it', async () => {
    const shops = await createProject({ name: 'Atölyenin Projesi', status: 'in-progress', projectTemplateId: template.templateId });
    await refusedFor(shops.id, 'proje atölye tarafından açıldı');
    // Masters and employees never delete one, even one they run.
    expect((await as(4, 'DELETE', `/v1/projects/${shops.id}`)).json().message).toBe('Bu projeyi silme yetkiniz yok');
    expect((await as(3, 'DELETE', `/v1/projects/${shops.id}`)).statusCode).toBe(200);
  });

  it("refuses the customer's own project once the shop set its status or team, started a step, wrote on it or attached a file", async () => {
    const cases: [string, (id: number) => Promise<unknown>][] = [
      ['durum veya ekip atölye tarafından belirlendi', (id) => as(3, 'PUT', `/v1/projects/${id}`, { status: 'in-progress' })],
      ['durum veya ekip atölye tarafından belirlendi', (id) => as(3, 'PUT', `/v1/projects/${id}`, { projectManager: ids[4] })],
      ['başlamış bir adım var', (id) => as(3, 'PUT', `/v1/projects/${id}/steps/${template.stepIds[0]}`, { status: 'in-progress', progress: 10 })],
      ['atölyenin etkinliği veya yorumu var', (id) => as(3, 'POST', '/v1/activities', { projectId: id, type: 'note', title: 'Teklif hazırlandı' })],
      [
        'atölyenin etkinliği veya yorumu var',
        async (id) => {
          const own = (await as(0, 'POST', '/v1/activities', { projectId: id, type: 'note', title: 'Sorum' })).json().activity;
          return as(3, 'POST', `/v1/activities/${own.id}/comments`, { comment: 'Yanıtımız' });
        },
      ],
      [
        'atölyenin yüklediği bir dosya, fotoğraf veya model var',
        async (id) => {
          const current = (await as(0, 'GET', `/v1/projects/${id}`)).json().project.attachments as string[];
          return as(3, 'PUT', `/v1/projects/${id}`, { attachments: [...current, await uploadPdf(3)] });
        },
      ],
    ];
    for (const [work, byTheShop] of cases) {
      const project = await customersProject(`Müşteri Talebi: ${work}`);
      const done = (await byTheShop(project.id)) as { statusCode: number; body: string };
      expect(done.statusCode, done.body).toBeLessThan(300);
      await refusedFor(project.id, work);
      expect((await as(3, 'DELETE', `/v1/projects/${project.id}`)).statusCode).toBe(200);
    }
  });
});

describe('templates', () => {
  it('orders a template’s steps, refuses unknown and repeated ones, and keeps a step template in use', async () => {
    const { templateId, stepIds } = await createTemplate(t, ['Kesim', 'Büküm']);
    const reordered = await as(4, 'PUT', `/v1/project-templates/${templateId}`, { steps: [stepIds[1], stepIds[0]] });
    expect(reordered.json().template).toMatchObject({ steps: [stepIds[1], stepIds[0]], stepNames: ['Büküm', 'Kesim'] });
    expectValidationError(await as(3, 'PUT', `/v1/project-templates/${templateId}`, { steps: [stepIds[0], 987654] }), 'steps', 'Seçilen adım şablonlarından biri bulunamadı');
    expect((await as(3, 'PUT', `/v1/project-templates/${templateId}`, { steps: [stepIds[0], stepIds[0]] })).statusCode).toBe(400);
    const inUse = await as(3, 'DELETE', `/v1/step-templates/${stepIds[0]}`);
    expect(inUse.statusCode).toBe(409);
    expect((await as(0, 'POST', '/v1/step-templates', { name: 'Müşteri adımı' })).statusCode).toBe(403);
    expect((await as(2, 'GET', '/v1/step-templates')).statusCode).toBe(200);
  });
});
