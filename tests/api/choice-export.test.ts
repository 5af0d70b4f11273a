import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellSql } from '../../server/services/transfer/cellSql';
import { RESOURCES } from '../../src/domain/resources';
import { choiceLabel } from '../../src/domain/resources/choices';
import { buildTestApp, type TestApp } from './helpers/app';

// Issue 23 item 4: the CSV export (which formats cells in the database) writes every choice of
// every declaration as the screens show it, from the stored value and from the record's id.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const choiceFields = RESOURCES.flatMap((d) => d.fields.filter((f) => f.kind === 'choice').map((f) => ({ name: `${d.name}.${f.source}`, f })));

describe('the export writes a choice as its label', () => {
  it('for every choice field of every declaration', async () => {
    expect(choiceFields.length).toBeGreaterThan(5);
    for (const { name, f } of choiceFields) {
      for (const choice of f.choices!) {
        for (const value of [choice.db, choice.id]) {
          const { rows } = await sql<{ cell: string }>`select ${cellSql(f, sql`${value}`)} as cell`.execute(t.app.db);
          expect(`${name} ${String(value)} → ${rows[0]?.cell}`).toBe(`${name} ${String(value)} → ${choiceLabel(choice)}`);
        }
      }
    }
  });
});
