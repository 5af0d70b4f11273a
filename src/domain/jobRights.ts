import type { RoleNumber } from './roles';

/**
 * Who deletes a job (issue 12; README "Jobs"): admins and masters any job; an employee only a
 * job they opened themselves that was never started (a started or finished job is the shop's
 * record, and its prices are not theirs to see; set back to pending it stays one: issue 21).
 * Others never reach the jobs. A paid job is revenue and nobody deletes it (the server answers 409).
 */
export const canDeleteJob = (
  user: { id: number; role: RoleNumber },
  job: { createdBy?: number | null; status?: string | null; startedAt?: string | null; paidAt?: string | null },
): boolean =>
  !job.paidAt && (user.role === 3 || user.role === 4 || (user.role === 2 && job.createdBy === user.id && job.status === 'pending' && !job.startedAt));
