import { expect } from 'vitest';
import type { TestApp } from './app';
import { createBench, createOperation } from './jobFixtures';

let made = 0;

/** A bench and a job on it with two operations in order (Kesim, then Kaynak), as a master makes them. */
export const benchWithJob = async (t: TestApp, extra: Record<string, unknown> = {}) => {
  made++;
  const bench = await createBench(t, `Tezgah ${made}`);
  const first = await createOperation(t, `Kesim ${made}`);
  const second = await createOperation(t, `Kaynak ${made}`);
  const res = await t.injectAs(3, {
    method: 'POST',
    url: '/v1/jobs',
    payload: { description: `Şase ${made}`, workstationId: bench.id, estimatedHours: 3, unitPrice: 250, operations: [first, second], ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { bench, jobId: res.json().jobs.id as number, first, second };
};

/** POST a tap as a role; answers the response. */
export const tap = (t: TestApp, role: 0 | 1 | 2 | 3 | 4, jobId: number, operationId: number, action: 'start' | 'pause' | 'finish', payload: unknown = {}) =>
  t.injectAs(role, { method: 'POST', url: `/v1/shop/jobs/${jobId}/operations/${operationId}/${action}`, payload });
