import { describe, expect, it } from 'vitest';
import { exportPath, logsPath, NO_LOG_FILTERS, pagerState } from '../../../src/custom/admin/logs/logQuery';

describe('the activity log’s calls', () => {
  it('reads everyone’s rows for admins and one’s own otherwise, 50 a page', () => {
    expect(logsPath(true, 3, { search: ' vida ', action: 'create', resource: 'counter' })).toBe('/logs/all?search=vida&action=create&resource=counter&page=3&limit=50');
    expect(logsPath(false, 1, NO_LOG_FILTERS)).toBe('/logs/my-logs?page=1&limit=50');
  });

  it('exports exactly the filtered rows', () => {
    expect(exportPath({ search: '', action: 'login', resource: '' })).toBe('/logs/export?action=login');
    expect(exportPath(NO_LOG_FILTERS)).toBe('/logs/export');
  });

  it('offers Previous and Next only where pages exist', () => {
    expect(pagerState(1, { totalPages: 3, total: 130 })).toEqual({ pages: 3, total: 130, hasPrevious: false, hasNext: true });
    expect(pagerState(3, { totalPages: 3, total: 130 })).toEqual({ pages: 3, total: 130, hasPrevious: true, hasNext: false });
    expect(pagerState(1, undefined)).toEqual({ pages: 1, total: 0, hasPrevious: false, hasNext: false });
  });
});
