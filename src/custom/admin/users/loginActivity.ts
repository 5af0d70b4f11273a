/** A customer is active when the last login is within 30 days (000 sections 4 and 9). */
const ACTIVE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** True when the last login falls within the 30-day window ending at `now`; never signed in is passive. */
export const isRecentlyActive = (lastLogin: string | null | undefined, now: number = Date.now()): boolean => {
  if (!lastLogin) return false;
  const at = Date.parse(lastLogin);
  return Number.isFinite(at) && now - at < ACTIVE_WINDOW_DAYS * DAY_MS;
};
