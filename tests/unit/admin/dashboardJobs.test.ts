import { describe, expect, it } from 'vitest';
import { allJobsLabel, dashboardJobCost, dashboardJobStatus, jobLabel, type DashboardJob } from '../../../src/custom/admin/dashboard/dashboardJobs';

describe('the dashboard’s job table', () => {
  it('calls completed jobs Tamamlandı and every other one Beklemede', () => {
    expect(dashboardJobStatus('completed')).toBe('Tamamlandı');
    for (const s of ['pending', 'in-progress', 'cancelled', undefined]) expect(dashboardJobStatus(s)).toBe('Beklemede');
  });

  it('costs estimatedHours × 50 ₺', () => {
    expect(dashboardJobCost({ estimatedHours: 2.5 })).toBe(125);
    // A numeric column answered as text, or a job without an estimate: still read, not NaN.
    const loose = (estimatedHours: unknown) => ({ estimatedHours }) as Pick<DashboardJob, 'estimatedHours'>;
    expect(dashboardJobCost(loose('4'))).toBe(200);
    expect(dashboardJobCost(loose(null))).toBe(0);
  });

  it('costs the hours worked on the shop floor once there are any, in place of the estimate', () => {
    expect(dashboardJobCost({ estimatedHours: 2.5, actualHours: 4.25 })).toBe(212.5);
    expect(dashboardJobCost({ estimatedHours: 2.5, actualHours: 0 })).toBe(125);
  });

  it('shows the job count in the link only beyond the 3 shown', () => {
    expect(allJobsLabel(3)).toBe('Tüm İşleri Gör');
    expect(allJobsLabel(12)).toBe('Tüm İşleri Gör (12)');
  });

  it('names a job by its title, else its description, else its number', () => {
    expect(jobLabel({ id: 7, title: ' Flanş ', description: 'x' })).toBe('Flanş');
    expect(jobLabel({ id: 7, title: '', description: 'Mil tornalama' })).toBe('Mil tornalama');
    expect(jobLabel({ id: 7 })).toBe('#7');
  });
});
