// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationName } from '../../../scripts/newResource/migrationName';
import { MIGRATIONS } from '../../../server/db/migrations';

const LANDED = ['20261122_0001_platform', '20261125_0016_user_changes', '20261126_0020_job_started', '20261126_0021_import_journal'];
const at = (iso: string) => new Date(iso);

describe('a new migration’s name sorts after every existing one', () => {
  it('takes the UTC day and minute it was written', () => {
    expect(migrationName('aletler', at('2026-11-27T09:05:41Z'), LANDED)).toBe('20261127_0905_aletler');
    // Late in the day of the last numbered one, the minute already sorts after it.
    expect(migrationName('aletler', at('2026-11-26T10:15:00Z'), LANDED)).toBe('20261126_1015_aletler');
  });

  it('on the day of the last migration, before its number, takes the number after it (the scaffold wrote 0016 beside 0016_user_changes)', () => {
    const name = migrationName('aletler', at('2026-11-26T00:05:00Z'), LANDED);
    expect(name).toBe('20261126_0022_aletler');
    expect([...LANDED, name].sort().at(-1)).toBe(name);
  });

  it('a second one in the same minute, or a clock behind the last stamp, still sorts last', () => {
    const first = migrationName('aletler', at('2026-11-27T09:05:00Z'), LANDED);
    expect(migrationName('tool_types', at('2026-11-27T09:05:30Z'), [...LANDED, first])).toBe('20261127_0906_tool_types');
    expect(migrationName('aletler', at('2025-01-01T12:00:00Z'), LANDED)).toBe('20261126_0022_aletler');
  });

  it('starts from the clock when there is none yet, and ignores files that carry no stamp', () => {
    expect(migrationName('aletler', at('2026-11-27T09:05:00Z'), [])).toBe('20261127_0905_aletler');
    expect(migrationName('aletler', at('2026-11-27T09:05:00Z'), ['index', 'README'])).toBe('20261127_0905_aletler');
  });
});

describe('the migrations the server runs', () => {
  const files = readdirSync(new URL('../../../server/db/migrations', import.meta.url)).filter((f) => f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''));

  it('are every file of the folder, listed in the order Kysely runs them (name order)', () => {
    const keys = Object.keys(MIGRATIONS);
    expect([...keys].sort()).toEqual([...files].sort());
    expect(keys).toEqual([...keys].sort());
  });

  it('are each named YYYYMMDD_NNNN_name, the stamp the scaffold orders by', () => {
    for (const key of Object.keys(MIGRATIONS)) expect(key).toMatch(/^\d{8}_\d{4}_[a-z0-9_]+$/);
  });
});
