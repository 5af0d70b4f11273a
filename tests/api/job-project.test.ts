// Issue 22: a job may belong to a project; the job page shows it, the project page lists its jobs.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/fill';
import { jobs } from '../../src/i18n/tr/jobs';
import { projects } from '../../src/i18n/tr/projects';
import { validation } from '../../src/i18n/tr/validation';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { csvOf, importAs } from './helpers/csvImport';
import { createBench } from './helpers/jobFixtures';
import { createAccount, userIdOfRole } from './helpers/projectFixtures';

type Role = 0 | 1 | 2 | 3 | 4;

let t: TestApp;
let bench: { id: number };
/** Managed by the demo master: the master sees it. */
let mastersProject: number;
/** Managed by another master, the demo master not among its members: hidden from them. */
let hiddenProject: number;

const as = (role: Role, method: string, url: string, payload?: unknown) => t.injectAs(role, { method, url, payload });
const createProject = async (name: string, projectManager: number) => {
  const res = await as(3, 'POST', '/v1/projects', { name, projectManager, oem: await userIdOfRole(t, 0) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project.id as number;
};
const createJob = (role: Role, payload: Record<string, unknown>) => as(role, 'POST', '/v1/jobs', { description: 'Kalıp çekirdeği', workstationId: bench.id, estimatedHours: 2, ...payload });
const projectOf = async (jobId: number) => (await t.app.db.selectFrom('jobs').select('project_id').where('id', '=', jobId).executeTakeFirstOrThrow()).project_id;
const jobCount = async () => (await t.app.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
const listIds = async (role: Role, query: string) => (await as(role, 'GET', `/v1/jobs?${query}`)).json().jobs.map((j: { id: number }) => j.id);

beforeAll(async () => {
  t = await buildTestApp();
  bench = await createBench(t, 'Tel Erozyon 1');
  mastersProject = await createProject('Pres Kalıbı', await userIdOfRole(t, 4));
  hiddenProject = await createProject('Gizli Fikstür', (await createAccount(t, 4, 'Baskausta')).id);
});
afterAll(() => t.close());

describe("a job's project", () => {
  it('is set, answered, filtered on and cleared', async () => {
    const created = await createJob(3, { projectId: mastersProject });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json().jobs;
    expect(job.projectId).toBe(mastersProject);
    const loose = (await createJob(3, {})).json().jobs;
    expect(loose.projectId).toBeNull();

    expect(await listIds(3, `projectId=${mastersProject}`)).toEqual([job.id]);
    expect(await listIds(4, `projectId=${mastersProject}`)).toEqual([job.id]);
    expectValidationError(await as(3, 'GET', '/v1/jobs?projectId=abc'), 'projectId', validation.invalidInput);

    const cleared = await as(4, 'PUT', `/v1/jobs/${job.id}`, { projectId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().jobs.projectId).toBeNull();
    expect(await listIds(3, `projectId=${mastersProject}`)).toEqual([]);
    expect((await as(4, 'PUT', `/v1/jobs/${loose.id}`, { projectId: mastersProject })).json().jobs.projectId).toBe(mastersProject);
  });

  it('is only a project the writer sees: any other is refused as unknown, and nothing is written', async () => {
    const before = await jobCount();
    expectValidationError(await createJob(4, { projectId: hiddenProject }), 'projectId', jobs.validation.projectInvalid);
    expectValidationError(await createJob(4, { projectId: 987654 }), 'projectId', jobs.validation.projectInvalid);
    expect(await jobCount()).toBe(before);

    const job = (await createJob(4, {})).json().jobs;
    expectValidationError(await as(4, 'PUT', `/v1/jobs/${job.id}`, { projectId: hiddenProject, quantity: 7 }), 'projectId', jobs.validation.projectInvalid);
    expect(await projectOf(job.id)).toBeNull();
    expect((await t.app.db.selectFrom('jobs').select('quantity').where('id', '=', job.id).executeTakeFirstOrThrow()).quantity).toBe(1);
    // The admin sees every project.
    expect((await as(3, 'PUT', `/v1/jobs/${job.id}`, { projectId: hiddenProject })).json().jobs.projectId).toBe(hiddenProject);
  });

  it('of a project the writer does not see stays: the job keeps its other changes, never leaves it', async () => {
    const job = (await createJob(3, { projectId: hiddenProject })).json().jobs;
    // The form sends the value back unchanged with the rest.
    const edited = await as(4, 'PUT', `/v1/jobs/${job.id}`, { projectId: hiddenProject, quantity: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const projectId of [null, mastersProject]) {
      const moved = await as(4, 'PUT', `/v1/jobs/${job.id}`, { projectId });
      expect(moved.statusCode).toBe(403);
      expect(moved.json().message).toBe(jobs.projectHidden);
    }
    expect(await projectOf(job.id)).toBe(hiddenProject);
  });

  it('is set by admins and masters only, like the customer', async () => {
    const res = await createJob(2, { projectId: mastersProject });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(jobs.projectLocked);
    const job = (await createJob(3, { projectId: mastersProject })).json().jobs;
    // An employee's edit form sends back what it got: that is no change.
    expect((await as(2, 'PUT', `/v1/jobs/${job.id}`, { projectId: mastersProject, quantity: 2 })).statusCode).toBe(200);
    // Blank from a role that may not set it is no change either (the declaration's editableBy rule).
    expect((await as(2, 'PUT', `/v1/jobs/${job.id}`, { projectId: null })).statusCode).toBe(200);
    expect((await as(2, 'PUT', `/v1/jobs/${job.id}`, { projectId: mastersProject + 1000 })).statusCode).toBe(403);
    expect(await projectOf(job.id)).toBe(mastersProject);
  });

  it('in a file follows the same rule, row by row', async () => {
    const job = (await createJob(4, {})).json().jobs;
    const refused = await importAs(t, 4, 'jobs', csvOf([['ID', jobs.fields.projectId], [String(job.id), String(hiddenProject)]]));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(jobs.validation.projectInvalid);
    expect(await projectOf(job.id)).toBeNull();
    const taken = await importAs(t, 4, 'jobs', csvOf([['ID', jobs.fields.projectId], [String(job.id), String(mastersProject)]]));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await projectOf(job.id)).toBe(mastersProject);
    // The export carries the column under its label, the project's id in it: a file that comes back unchanged.
    const exported = await as(4, 'GET', `/v1/jobs/export?projectId=${mastersProject}&sort=id&order=ASC`);
    const [header, ...rows] = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, '').trim(), { delimiter: ';' }).data;
    const column = header!.indexOf(jobs.fields.projectId);
    expect(column).toBeGreaterThan(-1);
    expect(rows.find((r) => r[0] === String(job.id))?.[column]).toBe(String(mastersProject));
  });

  it('goes when the project is deleted: the job stays, with no project', async () => {
    const doomed = await createProject('Silinecek Kalıp', await userIdOfRole(t, 4));
    const job = (await createJob(3, { projectId: doomed })).json().jobs;
    expect((await as(3, 'DELETE', `/v1/projects/${doomed}`)).statusCode).toBe(200);
    const after = await as(3, 'GET', `/v1/jobs/${job.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().jobs.projectId).toBeNull();
  });

  it("is the shop's work on a customer's project: the customer may no longer delete it", async () => {
    const own = await as(0, 'POST', '/v1/projects', { name: 'Müşterinin Taslağı' });
    expect(own.statusCode, own.body).toBe(201);
    const projectId = own.json().project.id as number;
    const job = (await createJob(3, { projectId })).json().jobs;
    const refused = await as(0, 'DELETE', `/v1/projects/${projectId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(fill(projects.rights.shopWorked, { work: projects.rights.shopWork.jobs }));
    // Out of the project again, the draft is the customer's alone.
    expect((await as(3, 'PUT', `/v1/jobs/${job.id}`, { projectId: null })).statusCode).toBe(200);
    expect((await as(0, 'DELETE', `/v1/projects/${projectId}`)).statusCode).toBe(200);
  });
});
