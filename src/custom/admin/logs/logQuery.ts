/** Rows per page of the activity log screen (000 section 9). */
const LOG_PAGE_SIZE = 50;

export interface LogFilters {
  search: string;
  action: string;
  resource: string;
}

export const NO_LOG_FILTERS: LogFilters = { search: '', action: '', resource: '' };

const params = (filters: LogFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (filters.search.trim()) search.set('search', filters.search.trim());
  if (filters.action) search.set('action', filters.action);
  if (filters.resource) search.set('resource', filters.resource);
  return search;
};

/** Admins read everyone's rows (GET /logs/all), everyone else their own (GET /logs/my-logs). */
export const logsPath = (everyone: boolean, page: number, filters: LogFilters): string => {
  const search = params(filters);
  search.set('page', String(page));
  search.set('limit', String(LOG_PAGE_SIZE));
  return `${everyone ? '/logs/all' : '/logs/my-logs'}?${search.toString()}`;
};

/** The CSV of the same filtered rows, every page of them; the server keeps a non-admin to their own. */
export const exportPath = (filters: LogFilters): string => {
  const query = params(filters).toString();
  return `/logs/export${query ? `?${query}` : ''}`;
};

export interface LogPagination {
  totalPages: number;
  total: number;
}

/** Previous/Next never point past the ends; an empty log still has page 1 of 1. */
export const pagerState = (page: number, pagination: LogPagination | undefined) => {
  const pages = Math.max(1, pagination?.totalPages ?? 1);
  return { pages, total: pagination?.total ?? 0, hasPrevious: page > 1, hasNext: page < pages };
};
