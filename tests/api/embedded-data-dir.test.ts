// The embedded database's directory is created by PGlite's initdb in a child process, so the
// server's own process never holds initdb's memory (server/db/embeddedDataDir.ts, run by serve.ts).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { connectDb } from '../../server/db/connect';
import { createEmbeddedDataDir } from '../../server/db/embeddedDataDir';

const root = mkdtempSync(path.join(tmpdir(), 'atolye-embedded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('creates a database directory the server then opens, and leaves an existing one as it is', async () => {
  const dir = path.join(root, 'data', 'db');
  await createEmbeddedDataDir(dir);
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

  const first = await connectDb({ dataDir: path.join(root, 'data') });
  try {
    await sql`create table kept (v text)`.execute(first.db);
    await sql`insert into kept values ('ilk açılış')`.execute(first.db);
  } finally {
    await first.close();
  }
  // A second start finds the directory: nothing is created over it.
  await createEmbeddedDataDir(dir);
  const again = await connectDb({ dataDir: path.join(root, 'data') });
  try {
    expect((await sql<{ v: string }>`select v from kept`.execute(again.db)).rows).toEqual([{ v: 'ilk açılış' }]);
  } finally {
    await again.close();
  }
}, 60_000);

it('says which directory could not be created, and why', async () => {
  const file = path.join(root, 'a-file');
  writeFileSync(file, '');
  await expect(createEmbeddedDataDir(path.join(file, 'db'))).rejects.toThrow(`creating the embedded database in ${path.join(file, 'db')} failed`);
}, 60_000);
