import { fetchUserPage, type AdminUser } from '../users/usersApi';

const PAGE = 100;
/** A job shop does not sign up thousands a month; past this the tally stops (and says so). */
const MAX_PAGES = 20;

/**
 * The accounts created since `since`, read newest first a page at a time until the first older
 * one: usually a single request, whatever the number of users.
 */
export const fetchRecentSignups = async (since: number, signal?: AbortSignal): Promise<{ users: AdminUser[]; complete: boolean }> => {
  const users: AdminUser[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchUserPage('/users/admin/all', { sort: 'createdAt', order: 'desc' }, page, PAGE, signal);
    users.push(...result.users);
    const last = result.users[result.users.length - 1];
    if (!last || Date.parse(last.createdAt) < since || page * PAGE >= result.total) return { users, complete: true };
  }
  return { users, complete: false };
};
