import { useCallback, useEffect, useState } from 'react';

/** Resend cooldowns last 120 s and survive a reload (kept in the browser, 000 section 4). */
const RESEND_COOLDOWN_S = 120;

const secondsLeft = (key: string): number => {
  const sentAt = Number(localStorage.getItem(key) ?? 0);
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_S * 1000 - Date.now()) / 1000));
};

/** Seconds until the next send is allowed, ticking; start() begins a new cooldown. */
export const useResendCooldown = (key: string): { remaining: number; start: () => void } => {
  const [remaining, setRemaining] = useState(() => secondsLeft(key));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining(secondsLeft(key)), 1000);
    return () => clearTimeout(timer);
  }, [key, remaining]);
  const start = useCallback(() => {
    localStorage.setItem(key, String(Date.now()));
    setRemaining(secondsLeft(key));
  }, [key]);
  return { remaining, start };
};
