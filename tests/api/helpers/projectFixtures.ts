import { UserFlag } from '../../../src/domain/user';
import type { TestApp } from './app';

type Role = 0 | 1 | 2 | 3 | 4;

/** An active, verified account of a role with its own bearer (demo accounts are one per role). */
export const createAccount = async (t: TestApp, role: Role, name: string): Promise<{ id: number; bearer: Record<string, string> }> => {
  const row = await t.app.db
    .insertInto('users')
    .values({
      name,
      surname: 'Test',
      email: `${name.toLowerCase()}@example.com`,
      password_hash: 'x',
      role,
      phone_number: `90544${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      flags: UserFlag.emailVerified | UserFlag.phoneVerified,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.accessTokens.sign({ sub: row.id, role });
  return { id: row.id, bearer: { authorization: `Bearer ${token}` } };
};

export const userIdOfRole = async (t: TestApp, role: Role): Promise<number> => {
  const emails: Record<Role, string> = { 0: 'musteri@example.com', 1: 'tedarikci@example.com', 2: 'calisan@example.com', 3: 'admin@example.com', 4: 'usta@example.com' };
  return (await t.app.db.selectFrom('users').select('id').where('email', '=', emails[role]).executeTakeFirstOrThrow()).id;
};

/** Step templates by name and a project template ordering them; answers their ids. */
export const createTemplate = async (t: TestApp, names: string[]): Promise<{ templateId: number; stepIds: number[] }> => {
  const stepIds: number[] = [];
  for (const name of names) {
    const res = await t.injectAs(3, { method: 'POST', url: '/v1/step-templates', payload: { name } });
    if (res.statusCode !== 201) throw new Error(`step template: ${res.statusCode} ${res.body}`);
    stepIds.push(res.json().template.id);
  }
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/project-templates', payload: { name: `Şablon ${names.join('-')}`, steps: stepIds } });
  if (res.statusCode !== 201) throw new Error(`project template: ${res.statusCode} ${res.body}`);
  return { templateId: res.json().template.id, stepIds };
};
