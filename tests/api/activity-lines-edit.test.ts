// A saved materials activity's lines are edited in place (no delete and re-add): the update
// checks them with the type's own schema and caps, keeps the type, and only the author or an admin may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities as texts } from '../../src/i18n/tr/activities';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let projectId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const master = await userIdOfRole(t, 4);
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Konveyör', projectManager: master } });
  expect(res.statusCode, res.body).toBe(201);
  projectId = res.json().project.id;
});
afterAll(() => t.close());

type Role = 0 | 1 | 2 | 3 | 4;
const LINES = [
  { name: 'St37 sac', cost: 23.55, quantity: 38.5, unit: 'kg', supplier: 'Kaya Metal', notes: '' },
  { name: 'M8 civata', cost: 2, quantity: 100, unit: 'adet', supplier: '', notes: '' },
];

const createMaterials = async (role: Role) => {
  const res = await t.injectAs(role, { method: 'POST', url: '/v1/activities', payload: { projectId, type: 'materials', title: 'Malzeme listesi', metadata: { materials: LINES } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().activity as { id: number; metadata: { materials: typeof LINES; totalCost: number } };
};
const edit = (role: Role, id: number, payload: Record<string, unknown>) => t.injectAs(role, { method: 'PUT', url: `/v1/activities/${id}`, payload });
const storedMetadata = async (id: number) => (await t.app.db.selectFrom('activities').select('metadata').where('id', '=', id).executeTakeFirstOrThrow()).metadata;

describe("editing a saved materials activity's lines", () => {
  it("saves the author's changed lines with the server's new total, and logs and records the change", async () => {
    const activity = await createMaterials(4);
    const lines = [{ ...LINES[0]!, quantity: 40 }, LINES[1]!, { name: 'Boya', cost: 150, quantity: 2, unit: 'lt', supplier: 'Renk AŞ', notes: 'RAL 5010' }];
    const res = await edit(4, activity.id, { title: 'Malzeme listesi (düzeltildi)', metadata: { materials: lines, totalCost: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { materials: lines, totalCost: 23.55 * 40 + 200 + 300 };
    expect(res.json().activity).toMatchObject({ title: 'Malzeme listesi (düzeltildi)', type: 'materials', metadata: expected });
    expect(await storedMetadata(activity.id)).toEqual(expected);
    const log = await t.app.db.selectFrom('activity_logs').select(['action', 'resource']).where('resource_id', '=', String(activity.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ action: 'update', resource: 'activity' });
    const history = (await t.injectAs(4, { method: 'GET', url: `/v1/activities/${activity.id}/history` })).json().history as { action: string; changes: { field: string }[] }[];
    expect(history[0]!.action).toBe('update');
    expect(history[0]!.changes.map((c) => c.field)).toContain('metadata');
  });

  it('refuses an invalid line with 400 and its Turkish message, and writes nothing', async () => {
    const activity = await createMaterials(4);
    const before = await storedMetadata(activity.id);
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...LINES[0], cost: -1 }, texts.validation.materialCost],
      [{ ...LINES[0], name: '  ' }, texts.validation.materialName],
      [{ ...LINES[0], cost: 1e9, quantity: 11 }, texts.validation.materialLineMax],
    ];
    for (const [line, message] of refusals) {
      const res = await edit(4, activity.id, { title: 'Değişmemeli', metadata: { materials: [line, LINES[1]] } });
      expectValidationError(res, 'metadata', message);
    }
    expectValidationError(await edit(4, activity.id, { metadata: { materials: [] } }), 'metadata', texts.validation.materialsRequired);
    // Past the cap of lines: the cap's own text (was 'En az bir malzeme satırı gereklidir').
    expectValidationError(await edit(4, activity.id, { metadata: { materials: Array.from({ length: 201 }, () => LINES[1]) } }), 'metadata', texts.validation.materialsMax);
    expect(await storedMetadata(activity.id)).toEqual(before);
    expect((await t.app.db.selectFrom('activities').select('title').where('id', '=', activity.id).executeTakeFirstOrThrow()).title).toBe('Malzeme listesi');
  });

  it('keeps the type: lines sent with another type are refused', async () => {
    const activity = await createMaterials(4);
    expectValidationError(await edit(4, activity.id, { type: 'note', metadata: { tags: [] } }), 'type', texts.validation.typeFixed);
    expect(await storedMetadata(activity.id)).toMatchObject({ materials: LINES });
  });

  it("refuses another user's activity with 403 and leaves its lines; an admin may edit them", async () => {
    const activity = await createMaterials(3);
    const res = await edit(4, activity.id, { metadata: { materials: [LINES[1]] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(texts.rights.editForbidden);
    expect(await storedMetadata(activity.id)).toMatchObject({ materials: LINES });
    const mine = await createMaterials(4);
    expect((await edit(3, mine.id, { metadata: { materials: [LINES[1]] } })).statusCode).toBe(200);
    expect(await storedMetadata(mine.id)).toEqual({ materials: [LINES[1]], totalCost: 200 });
  });
});
