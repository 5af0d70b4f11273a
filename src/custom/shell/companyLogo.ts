import { useSyncExternalStore } from 'react';

/** Served publicly by the API; 204 (no image: the built-in mark shows) until an admin saves one. */
const LOGO_URL = '/v1/settings/logo';

// The version lives in the URL so that a freshly saved logo replaces the cached one at once.
let version = 0;
const listeners = new Set<() => void>();

/** Tells every logo on screen that a new one was saved. */
export const notifyLogoChanged = (): void => {
  version += 1;
  listeners.forEach((l) => l());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLogoUrl = (): string => {
  const v = useSyncExternalStore(subscribe, () => version);
  return v ? `${LOGO_URL}?v=${v}` : LOGO_URL;
};

// URLs that answered with an error: the other logos on screen show the mark without asking again.
const missing = new Set<string>();
export const isLogoMissing = (url: string): boolean => missing.has(url);
export const markLogoMissing = (url: string): void => void missing.add(url);
