import fc from 'fast-check';
import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResourceStore } from '../../server/db/resourceStore';
import { seedJobsBulk } from '../../server/db/seed/jobsBulk';
import { jobsBehaviour } from '../../server/resourceRules/jobs';
import { csvHead, csvLines } from '../../server/services/csv/csvWriter';
import { formatCell } from '../../server/services/transfer/cellFormat';
import { exportFields, resourceCsv } from '../../server/services/transfer/resourceExport';
import { jobsResource } from '../../src/domain/resources/jobs';
import type { RoleNumber } from '../../src/domain/roles';
import { buildTestApp, type TestApp } from './helpers/app';

// The export formats cells and joins lines in SQL (cellSql.ts); these tests hold it to what the
// JavaScript writer (formatCell + Papa.unparse) makes of the list's records, byte for byte.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedJobsBulk(t.app.db, { jobs: 40 });
  // Cells the writer treats specially: formula starts (with and without a line break after),
  // quotes and `;`, line breaks, tabs, a negative-looking text, exact numerics, NULLs, dates.
  const ids = (await t.app.db.selectFrom('jobs').select('id').orderBy('id').limit(6).execute()).map((r) => r.id);
  const tricky = [
    sql`title = '=SUM(A1)', description = E'satır "bir";\nsatır iki', notes = E'@x\r\ny', estimated_hours = 2.500, paid_at = '2026-03-29 00:30:00+00', payment_method = 'cash'`,
    sql`title = '+90 532', customer_name = '-5', notes = E'\tsekme', estimated_hours = 0.125, deadline = '2026-10-25 00:59:00+00'`,
    sql`title = E'\r\nbaşta satır', notes = E'=a\u2028b', description = '', estimated_hours = null, unit_price = 0`,
    sql`title = '@', notes = '"', customer_name = E'-\n', estimated_hours = 12345678.75, unit_price = 1234567.5`,
    sql`title = 'Çağrı ışık ÖŞÜ', notes = null, status = 'cancelled', priority = 'urgent', deadline = '1999-12-31 22:00:00+00'`,
    sql`title = '=', notes = '-', estimated_hours = 3`,
  ];
  for (const [i, set] of tricky.entries()) await sql`update jobs set ${set} where id = ${ids[i]}`.execute(t.app.db);
});
afterAll(() => t.close());

const store = () => createResourceStore(t.app.db, jobsResource, { computed: jobsBehaviour.computed });

/** What the JavaScript writer makes of the list's records (every job fits one page here). */
const writtenByJs = async (role: RoleNumber, sort?: string, order?: 'ASC' | 'DESC') => {
  const fields = exportFields(jobsResource, role);
  const { rows } = await store().list({ page: 1, limit: 1000, sort, order, filters: {} });
  return csvHead(fields.map((f) => f.label)) + csvLines(rows.map((r) => fields.map((f) => formatCell(f, r[f.source]))));
};

const exported = async (role: RoleNumber, batch: number, sort?: string, order?: 'ASC' | 'DESC') => {
  let text = '';
  for await (const chunk of resourceCsv(store(), jobsResource, role, { sort, order, filters: {} }, { grouped: jobsBehaviour.exportCells, batch })) text += chunk;
  return text;
};

describe('export lines formatted in SQL', () => {
  it('match the JavaScript writer byte for byte, for the admin and for a role without prices', async () => {
    for (const role of [3, 2] as RoleNumber[]) expect(await exported(role, 5000)).toBe(await writtenByJs(role));
    expect(await exported(3, 5000)).toContain(`"'=SUM(A1)"`);
  });

  it('neutralise a formula cell whatever follows its first character, line breaks included (issue 21)', async () => {
    const text = await exported(3, 5000);
    for (const cell of ['@x\r\ny', '-\n', '=a\u2028b', '\r\nbaşta satır']) expect(text).toContain(`"'${cell}"`);
    const [id] = (await t.app.db.selectFrom('jobs').select('id').orderBy('id', 'desc').limit(1).execute()).map((r) => r.id);
    const start = fc.constantFrom('=', '+', '-', '@', '\t', '\r');
    const rest = fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\u2028', '"', ';')), { maxLength: 5 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(start, rest, async (first, tail) => {
        const title = (first + tail).replace(/\u0000/g, '');
        await t.app.db.updateTable('jobs').set({ title }).where('id', '=', id!).execute();
        const byDb = await exported(3, 5000);
        expect(byDb).toBe(await writtenByJs(3));
        const row = Papa.parse<string[]>(byDb.slice(1), { delimiter: ';', newline: '\r\n' }).data.find((r) => r[0] === String(id))!;
        expect(row).toContain(`'${title}`);
      }),
      { numRuns: 40 },
    );
  });

  it('match it across many small batches and other sorts, NULL sort values included', async () => {
    for (const [sort, order] of [['deadline', 'ASC'], ['title', 'DESC'], ['estimatedHours', 'DESC'], [undefined, undefined]] as const)
      expect(await exported(3, 7, sort, order)).toBe(await writtenByJs(3, sort, order));
  });

  it('answers the same file through the route as the writer', async () => {
    const res = await t.injectAs(3, { method: 'GET', url: '/v1/jobs/export?sort=title&order=ASC' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await writtenByJs(3, 'title', 'ASC'));
  });
});
