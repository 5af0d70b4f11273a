// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { z } from 'zod';
import { defineResource, fieldColumn, type FieldDeclaration } from '../../../src/domain/resources/declaration';
import type { JobPriority, JobStatus } from '../../../src/domain/resources/jobs';
import type { DeclaredTable } from '../../../server/db/declaredTable';
import type { Database } from '../../../server/db/schema';

const benchSchema = z.object({ name: z.string(), status: z.enum(['Aktif', 'Pasif']).optional(), note: z.string().nullable().optional(), hours: z.number() });

const benches = defineResource({
  name: 'counters',
  label: 'Tezgahlar',
  route: 'dashboard/counters',
  path: '/counters',
  envelope: 'data',
  idField: 'id',
  table: 'counters',
  loadSchema: () => Promise.resolve(benchSchema),
  access: { read: 'canAccessJobs', write: 'canAccessCounters' },
  log: 'counter',
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true },
    { source: 'name', label: 'Ad', kind: 'text' },
    { source: 'status', label: 'Durum', kind: 'choice', choices: [{ id: 'Aktif', db: 1 }, { id: 'Pasif', db: 0 }], defaultValue: 'Aktif' },
    { source: 'note', label: 'Not', kind: 'longText' },
    { source: 'hours', column: 'estimated_hours', label: 'Saat', kind: 'money' },
    { source: 'opsCount', label: 'İşlem', kind: 'number', readOnly: true, computed: true },
    { source: 'doneAt', column: 'done_at', label: 'Bitiş', kind: 'dateTime', readOnly: true },
  ],
});

// tsc checks this file (npm run typecheck): a derived table type that drifts fails the build.
describe('table types derived from a declaration', () => {
  it('map each stored field to its column and kind, and add the stamps', () => {
    const fields: readonly FieldDeclaration[] = benches.fields;
    expect(fields.filter((f) => !f.computed).map(fieldColumn)).toEqual(['id', 'name', 'status', 'note', 'estimated_hours', 'done_at']);
    type Bench = Selectable<DeclaredTable<typeof benches>>;
    expectTypeOf<Bench>().toEqualTypeOf<{
      id: number;
      name: string;
      // The stored values of the choices, not their screen ids.
      status: 1 | 0;
      note: string | null;
      // numeric: exact text.
      estimated_hours: string;
      done_at: Date | null;
      created_at: Date;
      updated_at: Date;
    }>();
    // Filled by the database or nullable: left out of an insert; required fields are required.
    expectTypeOf<keyof Insertable<DeclaredTable<typeof benches>>>().toEqualTypeOf<keyof Bench>();
    expectTypeOf<Insertable<DeclaredTable<typeof benches>>>().toMatchTypeOf<{ name: string; estimated_hours: string | number }>();
    expectTypeOf<{ name: 'x'; estimated_hours: 1 }>().toMatchTypeOf<Insertable<DeclaredTable<typeof benches>>>();
  });

  it('take facts the declaration cannot say over what it derives', () => {
    type Facts = { note: string; legacy: boolean };
    expectTypeOf<Selectable<DeclaredTable<typeof benches, Facts>>['note']>().toEqualTypeOf<string>();
    expectTypeOf<Selectable<DeclaredTable<typeof benches, Facts>>['legacy']>().toEqualTypeOf<boolean>();
  });

  it('give the database its declared tables: choices as stored, generated columns never written', () => {
    expectTypeOf<Selectable<Database['jobs']>['status']>().toEqualTypeOf<JobStatus>();
    expectTypeOf<Selectable<Database['jobs']>['priority']>().toEqualTypeOf<JobPriority>();
    expectTypeOf<Selectable<Database['counters']>['status']>().toEqualTypeOf<1 | 0>();
    expectTypeOf<Selectable<Database['jobs']>['total_price']>().toEqualTypeOf<string | null>();
    expectTypeOf<Insertable<Database['jobs']>>().not.toHaveProperty('total_price');
    expectTypeOf<Updateable<Database['jobs']>>().not.toHaveProperty('started_at');
    expectTypeOf<Selectable<Database['projects']>['start_date']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<Database['materials']>['density']>().toEqualTypeOf<string>();
  });
});
