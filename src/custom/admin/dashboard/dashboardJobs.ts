import { adminScreens } from '../../../i18n/tr/adminScreens';
import { fill } from '../../../i18n/fill';
import type { JobRecord } from '../../../resources/jobs/jobRecord';

/** The dashboard prices an hour at 50 ₺ (000 section 2). */
const HOURLY_COST_TRY = 50;
/** The dashboard shows the first 3 jobs (000 section 9). */
export const DASHBOARD_JOBS = 3;

/** What the dashboard shows of a job: the declared record's fields. */
export type DashboardJob = Pick<JobRecord, 'id' | 'title' | 'description' | 'customer' | 'customerName' | 'status' | 'estimatedHours' | 'actualHours'>;

/** Completed is 'Tamamlandı'; anything else is 'Beklemede' on the dashboard. */
export const dashboardJobStatus = (status: string | undefined): string =>
  status === 'completed' ? adminScreens.dashboard.jobs.completed : adminScreens.dashboard.jobs.waiting;

/** The hours a job's cost counts: those worked on the shop floor once any are, else the estimate. */
export const dashboardJobHours = (job: Partial<Pick<DashboardJob, 'estimatedHours' | 'actualHours'>>): number => Number(job.actualHours) || Number(job.estimatedHours) || 0;

/** Those hours × 50, in lira. */
export const dashboardJobCost = (job: Partial<Pick<DashboardJob, 'estimatedHours' | 'actualHours'>>): number => dashboardJobHours(job) * HOURLY_COST_TRY;

export const jobLabel = (job: Pick<DashboardJob, 'id'> & Partial<Pick<DashboardJob, 'title' | 'description'>>): string => job.title?.trim() || job.description?.trim() || `#${job.id}`;

/** The link names the job count when there are more than the 3 shown. */
export const allJobsLabel = (total: number): string =>
  total > DASHBOARD_JOBS ? fill(adminScreens.dashboard.jobs.allCount, { count: String(total) }) : adminScreens.dashboard.jobs.all;
