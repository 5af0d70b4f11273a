/** Request timeouts of 000 section 9. */
export const TIMEOUT = {
  default: 8_000,
  logout: 5_000,
  userAfterLogin: 5_000,
  sms: 10_000,
  register: 10_000,
} as const;

/** Token refresh while signed in: every 13 minutes (the access token lives 15). */
export const REFRESH_EVERY_MS = 13 * 60_000;
