import { useEffect, useState } from 'react';
import { api } from '../../providers/httpClient';

/** Rates are polled every 5 minutes (000 section 9). */
export const RATES_POLL_MS = 5 * 60_000;

export interface ExchangeRates {
  EUR: number | null;
  USD: number | null;
  /** Why a rate is missing, when the server said. */
  message: string | null;
}

interface RatesAnswer {
  success?: boolean;
  data?: { EUR?: unknown; USD?: unknown } | null;
  message?: string;
}

const asRate = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/** GET /users/exchange-rates. A failed poll keeps the last rates shown (the server keeps its last good value too). */
export const useExchangeRates = (): ExchangeRates => {
  const [rates, setRates] = useState<ExchangeRates>({ EUR: null, USD: null, message: null });
  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const body = await api<RatesAnswer>('/users/exchange-rates');
        if (!live) return;
        const EUR = body.success ? asRate(body.data?.EUR) : null;
        const USD = body.success ? asRate(body.data?.USD) : null;
        setRates({ EUR, USD, message: EUR && USD ? null : (body.message ?? null) });
      } catch (err) {
        if (!live) return;
        setRates((prev) => ({ ...prev, message: err instanceof Error ? err.message : null }));
      }
    };
    void load();
    const timer = setInterval(() => void load(), RATES_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return rates;
};
