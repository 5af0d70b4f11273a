import { useEffect, useState } from 'react';
import { api } from '../../providers/httpClient';

/** Rates are polled every 5 minutes (000 section 9). */
export const RATES_POLL_MS = 5 * 60_000;

export interface ExchangeRates {
  EUR: number | null;
  USD: number | null;
  /** Why a rate is missing, or that the rates shown are the last known ones, when the server said. */
  message: string | null;
  /** When the rates shown were read from the central bank (ISO), or null while none was ever read. */
  updatedAt: string | null;
}

interface RatesAnswer {
  success?: boolean;
  data?: { EUR?: unknown; USD?: unknown } | null;
  message?: string;
  updatedAt?: string | null;
  fresh?: boolean;
}

const asRate = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * GET /users/exchange-rates. Offline the server answers its last known rates with their date, or
 * none with a note (issue 22); a failed poll keeps the last rates shown.
 */
export const useExchangeRates = (): ExchangeRates => {
  const [rates, setRates] = useState<ExchangeRates>({ EUR: null, USD: null, message: null, updatedAt: null });
  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const body = await api<RatesAnswer>('/users/exchange-rates');
        if (!live) return;
        const EUR = body.success ? asRate(body.data?.EUR) : null;
        const USD = body.success ? asRate(body.data?.USD) : null;
        const known = Boolean(EUR && USD);
        const updatedAt = known && typeof body.updatedAt === 'string' ? body.updatedAt : null;
        setRates({ EUR, USD, updatedAt, message: known && body.fresh !== false ? null : (body.message ?? null) });
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
