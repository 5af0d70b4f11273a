import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { undoImport } from '../../server/services/transfer/importJournal';
import { IMPORT_BATCH_ROWS } from '../../server/services/transfer/importWrite';
import { buildTestApp, type TestApp } from './helpers/app';
import { csvOf, importAs, refuseBenchNamed } from './helpers/csvImport';
import { createBench } from './helpers/jobFixtures';

// A process killed mid-import runs no undo: here the undo is what the kill skips.
vi.mock('../../server/services/transfer/importJournal', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/services/transfer/importJournal')>();
  return { ...actual, undoImport: vi.fn(async () => undefined) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('an import cut off by the end of its process leaves nothing once the server has started again', async () => {
  const kept = await createBench(t, 'Eski Adıyla Tezgah');
  const dropTrigger = await refuseBenchNamed(t, 'Son Satırdaki Tezgah');
  const benches = Array.from({ length: IMPORT_BATCH_ROWS + 10 }, (_, i) => ['', `Yarım Kalan Tezgah ${i + 1}`]);
  const res = await importAs(t, 3, 'counters', csvOf([['ID', 'Tezgah adı'], [String(kept.id), 'Yeni Adıyla Tezgah'], ...benches, ['', 'Son Satırdaki Tezgah']]));
  await dropTrigger();
  expect(res.statusCode, res.body).toBe(409);

  const seen = async (db = t.app.db) => ({
    half: Number((await db.selectFrom('counters').select((eb) => eb.fn.countAll<number>().as('n')).where('name', 'like', 'Yarım Kalan Tezgah%').executeTakeFirstOrThrow()).n),
    kept: (await db.selectFrom('counters').select('name').where('id', '=', kept.id).executeTakeFirstOrThrow()).name,
  });
  if (t.app.dbEngine === 'pglite') {
    // What other users saw while it ran: the first batch, written and journaled, and nothing undone.
    expect(vi.mocked(undoImport)).toHaveBeenCalledOnce();
    expect(await seen()).toEqual({ half: IMPORT_BATCH_ROWS - 1, kept: 'Yeni Adıyla Tezgah' });
  } else {
    // PostgreSQL writes an import in one transaction: the database itself took it back.
    expect(await seen()).toEqual({ half: 0, kept: 'Eski Adıyla Tezgah' });
  }

  // The next start, on the same data.
  await t.app.close();
  const restarted = await buildApp({ config: t.config });
  try {
    await restarted.ready();
    expect(await seen(restarted.db)).toEqual({ half: 0, kept: 'Eski Adıyla Tezgah' });
    const journal = await restarted.db.selectFrom('imports').select('id').execute();
    expect(journal).toEqual([]);
  } finally {
    await restarted.close();
  }
});
