import type { ApiUser, Company } from '../../../domain/user';

/** The user's company, which the API may send as an object or as a JSON string (000 section 3). */
export const companyOf = (user: Pick<ApiUser, 'company'>): Company | null => {
  const raw = user.company as unknown;
  if (!raw) return null;
  if (typeof raw === 'object') return raw as Company;
  if (typeof raw !== 'string') return null;
  try {
    const parsed = JSON.parse(raw) as Company | null;
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
};
