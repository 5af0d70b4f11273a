import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../src/domain/resources/declaration';
import type { RecordOf } from '../../../src/domain/resources/recordOf';
import type { BenchRecord } from '../../../src/domain/resources/benches';
import type { jobsResource } from '../../../src/domain/resources/jobs';
import type { JobOperation } from '../../../src/resources/jobs/jobRecord';

const benchSchema = z.object({ name: z.string(), status: z.enum(['Aktif', 'Pasif']).optional() });

const base = {
  label: 'Tezgahlar',
  route: 'dashboard/counters',
  path: '/counters',
  envelope: 'data',
  idField: 'id',
  table: 'counters',
  loadSchema: () => Promise.resolve(benchSchema),
  access: { read: 'canAccessJobs', write: 'canAccessCounters' },
  log: 'counter',
} as const;

// tsc checks this file (npm run typecheck): each @ts-expect-error fails the build if its line compiles.
describe('typed declarations', () => {
  it('keep the literal fields of a correct declaration', () => {
    const benches = defineResource({
      ...base,
      name: 'counters',
      fields: [
        { source: 'id', label: 'ID', kind: 'id', readOnly: true },
        { source: 'name', label: 'Ad', kind: 'text' },
        { source: 'status', label: 'Durum', kind: 'choice', choices: [{ id: 'Aktif', db: 1 }, { id: 'Pasif', db: 0 }], defaultValue: 'Aktif' },
        { source: 'createdAt', label: 'Oluşturma', kind: 'dateTime', readOnly: true },
      ],
    });
    expect(benches.fields.map((f) => f.source)).toEqual(['id', 'name', 'status', 'createdAt']);
    expectTypeOf<RecordOf<typeof benches>>().toEqualTypeOf<{ id: number; name: string; status: 'Aktif' | 'Pasif'; createdAt: string | null }>();
  });

  it('refuse a writable source that is not a key of the schema', () => {
    const typo = defineResource({
      ...base,
      name: 'counters',
      // @ts-expect-error 'nmae' is not a key of the schema's input
      fields: [{ source: 'nmae', label: 'Ad', kind: 'text' }],
    });
    expect(typo.fields).toHaveLength(1);
  });

  it('let a read-only field name what the server answers beyond the schema', () => {
    const answered = defineResource({ ...base, name: 'counters', fields: [{ source: 'workstationName', label: 'Tezgah', kind: 'text', readOnly: true }] });
    expect(answered.fields[0].readOnly).toBe(true);
  });

  it('refuse a reference to a name that is not a declared resource', () => {
    const wrong = defineResource({
      ...base,
      name: 'counters',
      // @ts-expect-error 'users' has bespoke routes, it is not a declared resource
      fields: [{ source: 'name', label: 'Ad', kind: 'reference', reference: 'users' }],
    });
    expect(wrong.fields[0].kind).toBe('reference');
  });

  it('refuse a resource name that is not declared', () => {
    // @ts-expect-error 'warehouses' is not among the declared names
    const unknown = defineResource({ ...base, name: 'warehouses', fields: [] });
    expect(unknown.name).toBe('warehouses');
  });
});

describe('derived record types', () => {
  type Job = RecordOf<typeof jobsResource, { operations: JobOperation[] }>;

  it('take writable fields from the schema output and read-only ones from their kind', () => {
    expectTypeOf<Job['description']>().toEqualTypeOf<string>();
    expectTypeOf<Job['workstationId']>().toEqualTypeOf<number>();
    // A field with a default is always answered.
    expectTypeOf<Job['status']>().toEqualTypeOf<'pending' | 'in-progress' | 'completed' | 'cancelled'>();
    expectTypeOf<Job['id']>().toEqualTypeOf<number>();
    expectTypeOf<Job['createdByName']>().toEqualTypeOf<string | null>();
    expectTypeOf<Job['operations']>().toEqualTypeOf<JobOperation[]>();
    expectTypeOf<Job['attachments']>().toEqualTypeOf<string[] | undefined>();
  });

  it('give the benches their record from the declaration', () => {
    expectTypeOf<BenchRecord>().toEqualTypeOf<{ id: number; name: string; status: 'Aktif' | 'Pasif'; createdAt: string | null }>();
  });

  it('make fields some roles do not receive optional', () => {
    expectTypeOf<Pick<Job, 'unitPrice'>>().toEqualTypeOf<{ unitPrice?: number | null | undefined }>();
    // @ts-expect-error a price may be absent: a record without it is still a job
    expectTypeOf<Job>().toHaveProperty('unitPrice').toEqualTypeOf<number>();
  });
});
