import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates after a pause (1.2 s after registration, 1.5 s after a reset); cancelled if the page goes away. */
export const useDelayedNavigate = () => {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
};
