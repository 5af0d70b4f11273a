/** Resend cooldowns (SMS code, reset link per method): 120 s, kept in the browser (000 sections 4 and 9). */
export const COOLDOWN_SECONDS = 120;

const PREFIX = 'cooldown:';

const storageKey = (key: string) => `${PREFIX}${key}`;

/** The moment (epoch ms) a cooldown ends, 0 when none is stored. */
export const readCooldownEnd = (key: string): number => {
  try {
    const value = Number(localStorage.getItem(storageKey(key)));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
};

/**
 * Starts a cooldown of `seconds` counted from `from` (a server timestamp may be given).
 * The end is never later than now + seconds, so a server clock ahead of ours cannot stretch it.
 */
export const startCooldown = (key: string, seconds = COOLDOWN_SECONDS, from = Date.now()): number => {
  const endsAt = Math.min(from + seconds * 1000, Date.now() + seconds * 1000);
  try {
    localStorage.setItem(storageKey(key), String(endsAt));
  } catch {
    // Private mode without storage: the cooldown then lives only in the page's state.
  }
  return endsAt;
};

export const clearCooldown = (key: string): void => {
  try {
    localStorage.removeItem(storageKey(key));
  } catch {
    // nothing stored, nothing to clear
  }
};

/** Whole seconds left, rounded up so the countdown shows 02:00 right after a start. */
export const secondsLeft = (endsAt: number, now = Date.now()): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

export const isCoolingDown = (key: string, now = Date.now()): boolean => secondsLeft(readCooldownEnd(key), now) > 0;

/** 125 → '02:05'. */
export const formatMmSs = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The server's smsTimeestamp as epoch ms: a number of ms or seconds, or a date string.
 * Anything unreadable counts as now.
 */
export const timestampToMs = (value: unknown, now = Date.now()): number => {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string') {
    const asNumber = Number(value);
    if (value.trim() && Number.isFinite(asNumber)) return timestampToMs(asNumber, now);
    const parsed = Date.parse(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return now;
};

/** The cooldown key of the SMS code for one phone number (a changed number starts afresh). */
export const smsCooldownKey = (phone: string): string => `sms:${phone}`;

export type ResetMethod = 'email' | 'sms';
export const resetCooldownKey = (method: ResetMethod): string => `reset:${method}`;
