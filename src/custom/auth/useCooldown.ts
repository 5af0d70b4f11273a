import { useCallback, useEffect, useState } from 'react';
import { COOLDOWN_SECONDS, clearCooldown, formatMmSs, readCooldownEnd, secondsLeft, startCooldown } from './cooldown';

export interface Cooldown {
  /** Whole seconds left; 0 when the action is allowed. */
  remaining: number;
  active: boolean;
  /** remaining as mm:ss. */
  label: string;
  start: (seconds?: number, from?: number) => void;
  clear: () => void;
}

/**
 * A cooldown kept in localStorage under `key`, so a reload or a second tab sees it too.
 * A null key (not known yet) is never active.
 */
export const useCooldown = (key: string | null, seconds = COOLDOWN_SECONDS): Cooldown => {
  const [endsAt, setEndsAt] = useState(() => (key ? readCooldownEnd(key) : 0));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setEndsAt(key ? readCooldownEnd(key) : 0);
    setNow(Date.now());
    if (!key) return;
    const onStorage = () => setEndsAt(readCooldownEnd(key));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        clearInterval(timer);
        if (key) clearCooldown(key);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, key]);

  const start = useCallback(
    (duration = seconds, from?: number) => {
      if (!key) return;
      setEndsAt(startCooldown(key, duration, from));
      setNow(Date.now());
    },
    [key, seconds],
  );
  const clear = useCallback(() => {
    if (key) clearCooldown(key);
    setEndsAt(0);
  }, [key]);

  const remaining = secondsLeft(endsAt, now);
  return { remaining, active: remaining > 0, label: formatMmSs(remaining), start, clear };
};
