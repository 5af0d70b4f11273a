import { adminScreens } from '../../../i18n/tr/adminScreens';
import { fill } from '../../../i18n/fill';

/** The dashboard prices an hour at 50 ₺ (000 section 2). */
const HOURLY_COST_TRY = 50;
/** The dashboard shows the first 3 jobs (000 section 9). */
export const DASHBOARD_JOBS = 3;

export interface DashboardJob {
  id: number;
  title?: string | null;
  description?: string | null;
  customer?: string | null;
  customerName?: string | null;
  status?: string;
  estimatedHours?: number | string | null;
}

/** Completed is 'Tamamlandı'; anything else is 'Beklemede' on the dashboard. */
export const dashboardJobStatus = (status: string | undefined): string =>
  status === 'completed' ? adminScreens.dashboard.jobs.completed : adminScreens.dashboard.jobs.waiting;

/** estimatedHours × 50, in lira. */
export const dashboardJobCost = (job: DashboardJob): number => (Number(job.estimatedHours) || 0) * HOURLY_COST_TRY;

export const jobLabel = (job: DashboardJob): string => job.title?.trim() || job.description?.trim() || `#${job.id}`;

/** The link names the job count when there are more than the 3 shown. */
export const allJobsLabel = (total: number): string =>
  total > DASHBOARD_JOBS ? fill(adminScreens.dashboard.jobs.allCount, { count: String(total) }) : adminScreens.dashboard.jobs.all;
