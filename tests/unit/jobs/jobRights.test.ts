import { describe, expect, it } from 'vitest';
import { canDeleteJob } from '../../../src/domain/jobRights';

// The row's delete is offered as the server allows it: a paid job is revenue and nobody's to delete.
describe('who is offered a job’s delete', () => {
  const own = { createdBy: 7, status: 'pending', startedAt: null };
  it('offers it to admins, masters and the employee who opened a never-started job, while unpaid', () => {
    for (const role of [3, 4] as const) expect(canDeleteJob({ id: 1, role }, { ...own, paidAt: null })).toBe(true);
    expect(canDeleteJob({ id: 7, role: 2 }, own)).toBe(true);
  });
  it('offers it to nobody once the job is paid', () => {
    const paidAt = '2026-03-01T09:00:00.000Z';
    for (const user of [{ id: 1, role: 3 }, { id: 1, role: 4 }, { id: 7, role: 2 }] as const) expect(canDeleteJob(user, { ...own, paidAt })).toBe(false);
  });
});
