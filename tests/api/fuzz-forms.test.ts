// Issue 21: the fuzz reaches what JSON bodies never carry. Multipart text fields of the uploads
// (NUL and other control characters, lone surrogates, bytes that are no UTF-8, huge lengths) and
// the cells of CSV imports (ids, numbers, dates, references written right and wrong) never get a
// 5xx, and a refused request writes no row.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/domain/resources/declaration';
import { writable } from '../../server/services/transfer/importRows';
import { buildTestApp } from './helpers/app';
import { createBench, tinyImage } from './helpers/jobFixtures';
import { anyCell, csvBytes, dateCell, idCell, multipartBytes, nastyFieldBytes, nastyText, numberCell, wtf8 } from './helpers/malformedForms';
import { createAccount } from './helpers/projectFixtures';
import { nextClientIp } from './helpers/routes';
import { rowCounter } from './helpers/rowCounts';

const t = await buildTestApp();
/** Answers by route and status, printed at the end: a fuzz whose every request stops at one check proves little. */
const answers = new Map<string, number>();
afterAll(async () => {
  console.log(`fuzz-forms answers: ${JSON.stringify(Object.fromEntries([...answers].sort()))}`);
  await t.close();
});
const { tables, count: rowCounts } = await rowCounter(t.app.db);
/** Runs per upload route and per imported resource; FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const bench = await createBench(t, 'Fuzz Tezgahı');
const customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', 'musteri@example.com').executeTakeFirstOrThrow()).id;
const project = (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Fuzz Projesi', oem: customerId } })).json().project as { id: number };
// Uploads are limited per user a minute: the requests are spread over admins of their own.
const uploaders = await Promise.all(Array.from({ length: 8 }, (_, i) => createAccount(t, 3, `Yukleyici${i}`)));
let nextUploader = 0;

/** Rows a refused request may leave: a request limit's count (PostgreSQL keeps it in a table). */
const mayGrowOnRefusal = new Set(['rate_limits']);

const send = async (what: string, request: { method: 'POST'; url: string; payload: Buffer; headers: Record<string, string> }) => {
  const before = await rowCounts();
  const res = await t.app.inject({ ...request, remoteAddress: nextClientIp() });
  const key = `${request.url.split('?')[0]} ${res.statusCode}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const after = await rowCounts();
    for (const table of tables)
      if (after[table] !== before[table] && !mayGrowOnRefusal.has(table)) expect.fail(`${what} → ${res.statusCode} yet ${table} went from ${before[table]} to ${after[table]} rows`);
  }
  return res;
};

const printable = (bytes: Buffer) => JSON.stringify(bytes.toString('utf8').slice(0, 120));

describe('multipart text fields of the uploads', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const stl = Buffer.from('solid parca\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid parca\n');
  const valid: Record<string, string> = { projectId: String(project.id), title: 'Ölçü kontrolü', description: 'Tolerans uygun', version: '1.0', stepTemplateId: '' };
  const routes = [
    { url: '/v1/activities/upload/images', fields: ['projectId', 'stepTemplateId', 'title', 'description'], file: async () => ({ field: 'images', name: 'gorsel.png', bytes: await tinyImage('png', 8, 8), type: 'image/png' }) },
    { url: '/v1/activities/upload/pdf', fields: ['projectId', 'title', 'description', 'version'], file: async () => ({ field: 'pdf', name: 'cizim.pdf', bytes: pdf, type: 'application/pdf' }) },
    { url: '/v1/models/upload', fields: ['projectId'], file: async () => ({ field: 'model', name: 'parca.stl', bytes: stl, type: 'model/stl' }) },
  ];

  /** Each field valid, hostile or missing; the project id mostly valid, so the other fields are read. */
  const fieldsOf = (names: readonly string[]) =>
    fc.tuple(
      ...names.map((name) =>
        fc.oneof(
          { arbitrary: fc.constant(wtf8(valid[name]!)), weight: name === 'projectId' ? 6 : 2 },
          { arbitrary: nastyFieldBytes, weight: 3 },
          { arbitrary: idCell.map(wtf8), weight: name === 'projectId' || name === 'stepTemplateId' ? 2 : 0 },
          { arbitrary: fc.constant(null), weight: 1 },
        ),
      ),
    ).map((values) => names.flatMap((name, i) => (values[i] ? [{ name, value: values[i]! }] : [])));

  it.each(routes.map((r) => [r.url, r] as const))('%s answers 2xx or 4xx, and a refusal writes nothing', async (_url, route) => {
    const file = await route.file();
    await fc.assert(
      fc.asyncProperty(fieldsOf(route.fields), async (fields) => {
        const uploader = uploaders[nextUploader++ % uploaders.length]!;
        const body = multipartBytes(fields, [file]);
        await send(`${route.url} ${fields.map((f) => `${f.name}=${printable(f.value)}`).join(' ')}`, { method: 'POST', url: route.url, payload: body.payload, headers: { ...body.headers, ...uploader.bearer } });
      }),
      {
        numRuns: RUNS,
        // The cases of issue 21, always tried first: NUL and a control character in each text field.
        examples: route.fields.flatMap((name) => ['Başlık\u0000', 'a\u0001b'].map((bad) => [route.fields.map((n) => ({ name: n, value: wtf8(n === name ? bad : valid[n]!) }))])) as never,
      },
    );
  });
});

describe('CSV import cells', () => {
  const imported = RESOURCES.filter((d) => d.transfer !== false && d.transfer !== 'export');
  const benchCell = String(bench.id);

  const cellFor = (f: FieldDeclaration): fc.Arbitrary<string> => {
    if (f.source === 'id') return fc.oneof({ arbitrary: idCell, weight: 4 }, { arbitrary: fc.constant(''), weight: 2 }, { arbitrary: anyCell, weight: 1 });
    switch (f.kind) {
      case 'number':
      case 'money':
        return fc.oneof({ arbitrary: numberCell, weight: 4 }, { arbitrary: fc.constantFrom('1', '2,5', '12'), weight: 2 }, { arbitrary: anyCell, weight: 1 });
      case 'date':
      case 'dateTime':
        return fc.oneof({ arbitrary: dateCell, weight: 4 }, { arbitrary: anyCell, weight: 1 });
      case 'reference':
        return fc.oneof({ arbitrary: fc.constant(benchCell), weight: 2 }, { arbitrary: idCell, weight: 3 }, { arbitrary: anyCell, weight: 1 });
      case 'id':
        return fc.oneof({ arbitrary: idCell, weight: 3 }, { arbitrary: anyCell, weight: 1 });
      case 'choice':
        return fc.oneof({ arbitrary: fc.constantFrom(...(f.choices ?? []).flatMap((c) => [c.id, c.label ?? c.id, String(c.db)])), weight: 3 }, { arbitrary: anyCell, weight: 2 });
      case 'text':
      case 'longText':
        return fc.oneof({ arbitrary: fc.constantFrom('Freze', 'Torna Tezgahı', 'Çağrı ışık'), weight: 2 }, { arbitrary: nastyText.filter((s) => s.length < 6000), weight: 3 });
      default:
        return anyCell;
    }
  };

  /** A file of the resource: some of its columns, headed by label or by source name, and 1-3 rows of cells. */
  const fileOf = (decl: ResourceDeclaration) => {
    const columns = decl.fields.filter((f) => f.source === 'id' || writable(f));
    return fc
      .shuffledSubarray(columns, { minLength: 1 })
      .chain((picked) =>
        fc.tuple(
          fc.constant(picked),
          fc.boolean(),
          fc.array(fc.tuple(...picked.map(cellFor)), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
          fc.constantFrom('true', 'false'),
        ),
      )
      .map(([picked, byLabel, rows, bom, dryRun]) => ({ header: picked.map((f) => (byLabel ? f.label : f.source)), rows: rows as string[][], bom, dryRun }));
  };

  it('has resources to import', () => {
    expect(imported.map((d) => d.name)).toEqual(expect.arrayContaining(['counters', 'jobs', 'operations']));
  });

  it.each(imported.map((d) => [d.name, d] as const))('%s answers 2xx or 4xx, and a refusal writes nothing', async (_name, decl) => {
    await fc.assert(
      fc.asyncProperty(fileOf(decl), async ({ header, rows, bom, dryRun }) => {
        const body = multipartBytes([], [{ field: 'file', name: `${decl.name}.csv`, bytes: csvBytes([header, ...rows], bom), type: 'text/csv' }]);
        const token = await t.tokenFor(3);
        await send(`${decl.path}/import?dryRun=${dryRun} ${JSON.stringify([header, ...rows]).slice(0, 400)}`, {
          method: 'POST',
          url: `/v1${decl.path}/import?dryRun=${dryRun}`,
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('answers the cells issue 21 names with 4xx, never 5xx', async () => {
    const token = await t.tokenFor(3);
    for (const id of ['1.5', '2147483648', '1e308', 'NaN', '-0'])
      for (const [decl, header, cells] of [
        [RESOURCES.find((d) => d.name === 'counters')!, ['id', 'name', 'status'], [id, 'Tezgah X', 'Aktif']],
        [RESOURCES.find((d) => d.name === 'jobs')!, ['description', 'workstationId', 'estimatedHours', 'quantity', 'deadline'], ['İş', id, id, id, '31.02.2026']],
      ] as const) {
        const body = multipartBytes([], [{ field: 'file', name: 'x.csv', bytes: csvBytes([header, cells], true), type: 'text/csv' }]);
        const res = await send(`${decl.path}/import ${cells.join(';')}`, { method: 'POST', url: `/v1${decl.path}/import`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${decl.name} ${cells.join(';')}`).toBeGreaterThanOrEqual(400);
      }
  });
});
