import type { Permission } from '../../src/domain/permissions';

export interface ResourceNames {
  /** The declared name, API path and front route segment (e.g. tool-types). */
  name: string;
  /** The name as an identifier (toolTypes). */
  camel: string;
  table: string;
  /** The Turkish title the sidebar and the list show. */
  label: string;
  permission: Permission;
  /** The migration's key, stamped to sort after every existing one (migrationName.ts). */
  migration: string;
}

export interface ScaffoldFile {
  path: string;
  text: string;
}

const declaration = (n: ResourceNames) => `import { ${n.camel} as texts } from '../../i18n/tr/${n.name}';
import { defineResource } from './declaration';

const f = texts.fields;

/** ${n.label}. Its table: server/db/migrations/${n.migration}.ts. */
export const ${n.camel}Resource = defineResource({
  name: '${n.name}',
  label: texts.title,
  route: 'dashboard/${n.name}',
  path: '/${n.name}',
  envelope: 'data',
  idField: 'id',
  table: '${n.table}',
  updatedAtColumn: 'updated_at',
  loadSchema: () => import('./${n.name}.schema').then((m) => m.${n.camel}Schema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', list: true, readOnly: true, sortable: true },
    { source: 'name', label: f.name, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'description', label: f.description, kind: 'longText', searchable: true },
    { source: 'active', label: f.active, kind: 'boolean', list: true, filter: true, sortable: true, defaultValue: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', list: true, readOnly: true, sortable: true },
  ],
  access: { read: '${n.permission}', write: '${n.permission}' },
  log: '${n.name}',
  messages: { created: texts.created, updated: texts.updated, deleted: texts.deleted, createFailed: texts.createFailed, updateFailed: texts.updateFailed, deleteFailed: texts.deleteFailed },
  defaultSort: { field: 'id', order: 'ASC' },
});
`;

const schema = (n: ResourceNames) => `import { z } from 'zod';
import { ${n.camel} as texts } from '../../i18n/tr/${n.name}';

const v = texts.validation;

/** The body of a record of ${n.label}; the declaration's fields name these keys. */
export const ${n.camel}Schema = z.object({
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).min(2, v.nameMin).max(200),
  description: z.string().trim().max(2000).optional(),
  active: z.boolean().optional(),
});
`;

const texts = (n: ResourceNames) => `/** Texts of ${n.label}: title, field labels, toasts and validation messages. */
export const ${n.camel} = {
  title: ${JSON.stringify(n.label)},
  fields: { name: 'Ad', description: 'Açıklama', active: 'Aktif', createdAt: 'Oluşturulma' },
  created: 'Kayıt başarıyla eklendi',
  updated: 'Kayıt başarıyla güncellendi',
  deleted: 'Kayıt başarıyla silindi',
  createFailed: 'Kayıt eklenirken hata oluştu',
  updateFailed: 'Kayıt güncellenirken hata oluştu',
  deleteFailed: 'Kayıt silinirken hata oluştu',
  validation: { nameRequired: 'Ad gereklidir', nameMin: 'Ad en az 2 karakter olmalıdır' },
} as const;
`;

const migration = (n: ResourceNames) => `import { sql, type Kysely } from 'kysely';

/** The table of ${n.label}: one column per declared field (created_at and updated_at stamped here). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('${n.table}')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
    .execute();
  // Record history (migration 20261126_1415_record_history): each change to a row, field by field, who and from where.
  await sql\`create trigger ${n.table}_history_insert after insert on ${n.table} referencing new table as new_rows for each statement execute function record_change('${n.name}')\`.execute(db);
  await sql\`create trigger ${n.table}_history_update after update on ${n.table} referencing old table as old_rows new table as new_rows for each statement execute function record_change('${n.name}')\`.execute(db);
  await sql\`create trigger ${n.table}_history_delete after delete on ${n.table} referencing old table as old_rows for each statement execute function record_change('${n.name}')\`.execute(db);
  // List totals (migration 20261126_1450_table_changes): a change forgets the kept counts of this table.
  await sql\`create trigger ${n.table}_totals_changed after insert or update or delete or truncate on ${n.table} for each statement execute function table_changed()\`.execute(db);
  // Live changes (GET /v1/events; migration 20261127_2200_live_events): the changed ids, to the users who may read them.
  await sql\`create trigger ${n.table}_live_insert after insert on ${n.table} referencing new table as new_rows for each statement execute function row_changed()\`.execute(db);
  await sql\`create trigger ${n.table}_live_update after update on ${n.table} referencing old table as old_rows new table as new_rows for each statement execute function row_changed()\`.execute(db);
  await sql\`create trigger ${n.table}_live_delete after delete on ${n.table} referencing old table as old_rows for each statement execute function row_changed()\`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('${n.table}').execute();
}
`;

const apiTest = (n: ResourceNames) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { ROLE_NUMBERS } from '../../src/domain/roles';
import { ${n.camel} as texts } from '../../src/i18n/tr/${n.name}';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = '/v1/${n.name}';

describe('${n.name} (declared resource)', () => {
  it('creates, lists, reads, updates and deletes a record', async () => {
    const created = await t.injectAs(3, { method: 'POST', url, payload: { name: 'İlk kayıt' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'İlk kayıt', active: true });
    expect((await t.injectAs(3, { method: 'GET', url: \`\${url}?q=ilk\` })).json()).toMatchObject({ total: 1, data: [{ id }] });
    expect((await t.injectAs(3, { method: 'GET', url: \`\${url}/\${id}\` })).json().data.name).toBe('İlk kayıt');
    const updated = await t.injectAs(3, { method: 'PUT', url: \`\${url}/\${id}\`, payload: { active: false } });
    expect(updated.json().data.active).toBe(false);
    expect((await t.injectAs(3, { method: 'GET', url: \`\${url}?active=false\` })).json().total).toBe(1);
    expect((await t.injectAs(3, { method: 'DELETE', url: \`\${url}/\${id}\` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'GET', url: \`\${url}/\${id}\` })).statusCode).toBe(404);
  });

  it('refuses a short name with its Turkish message and writes nothing', async () => {
    expectValidationError(await t.injectAs(3, { method: 'POST', url, payload: { name: 'a' } }), 'name', texts.validation.nameMin);
    expect((await t.injectAs(3, { method: 'GET', url })).json().total).toBe(0);
  });

  it('answers 401 to strangers and 403 to roles without ${n.permission}', async () => {
    expect((await t.injectAs(null, { method: 'GET', url })).statusCode).toBe(401);
    for (const role of ROLE_NUMBERS.filter((r) => !ROLE_PERMISSIONS[r].includes('${n.permission}')))
      expect((await t.injectAs(role, { method: 'POST', url, payload: { name: 'Yetkisiz' } })).statusCode).toBe(403);
  });
});
`;

/** The files a new resource starts with. */
export const resourceFiles = (n: ResourceNames): ScaffoldFile[] => [
  { path: `src/domain/resources/${n.name}.ts`, text: declaration(n) },
  { path: `src/domain/resources/${n.name}.schema.ts`, text: schema(n) },
  { path: `src/i18n/tr/${n.name}.ts`, text: texts(n) },
  { path: `server/db/migrations/${n.migration}.ts`, text: migration(n) },
  { path: `tests/api/${n.name}.test.ts`, text: apiTest(n) },
];
