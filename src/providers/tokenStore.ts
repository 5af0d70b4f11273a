/** The access token lives in local storage under access_token (000 section 3). */
export const TOKEN_KEY = 'access_token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};

/** Fired when the session is over (failed refresh, other 401): the app goes to /auth/login. */
export const LOGOUT_EVENT = 'auth:logout';

export const fireLogout = (): void => {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
};
