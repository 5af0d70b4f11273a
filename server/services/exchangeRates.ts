import { XMLParser } from 'fast-xml-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { readSetting, writeSetting } from './settingsStore';

export interface Rates {
  EUR: number;
  USD: number;
}

export interface RatesSnapshot {
  rates: Rates;
  /** When the values were read from the source (ISO). */
  updatedAt: string;
}

export interface RatesAnswer {
  snapshot: RatesSnapshot;
  /** false when the source failed and an older value is answered. */
  fresh: boolean;
}

const SETTINGS_KEY = 'exchange_rates';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

/**
 * Reads the central bank's daily bulletin (today.xml): each <Currency CurrencyCode="…"> has a
 * <ForexSelling> price in TRY for <Unit> units. Throws when EUR or USD is missing or not a price.
 */
export const parseCentralBankXml = (xml: string): Rates => {
  const doc = parser.parse(xml) as { Tarih_Date?: { Currency?: unknown } };
  const list = doc?.Tarih_Date?.Currency;
  const currencies = (Array.isArray(list) ? list : list ? [list] : []) as Record<string, unknown>[];
  const priceOf = (code: keyof Rates): number => {
    const entry = currencies.find((c) => c['@_CurrencyCode'] === code);
    const price = Number(entry?.ForexSelling) / Number(entry?.Unit ?? 1);
    if (!Number.isFinite(price) || price <= 0) throw new Error(`no ForexSelling for ${code}`);
    return price;
  };
  return { EUR: priceOf('EUR'), USD: priceOf('USD') };
};

const isSnapshot = (v: unknown): v is RatesSnapshot => {
  const s = v as RatesSnapshot | null;
  return typeof s?.updatedAt === 'string' && typeof s.rates?.EUR === 'number' && typeof s.rates?.USD === 'number';
};

export interface ExchangeRatesOptions {
  db: Db;
  url: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  /** How long a value read from the source is served without asking again. */
  cacheMs?: number;
  /** After a failed fetch, how long to serve the old value before trying again. */
  retryMs?: number;
  fetchFn?: typeof fetch;
}

/**
 * EUR and USD in TRY: from memory for 30 minutes, then from the database if another process
 * fetched since, else from the source (one fetch at a time, 5 s at most). The last good value is kept in the settings table, so it survives restarts
 * and is answered, marked not fresh, while the source is down.
 */
export const createExchangeRates = (opts: ExchangeRatesOptions) => {
  const { db, log, timeoutMs = 5_000, cacheMs = 30 * 60_000, retryMs = 60_000, fetchFn = fetch } = opts;
  let memory: RatesSnapshot | null = null;
  let savedRead = false;
  let lastFailureAt = -Infinity;
  let inflight: Promise<void> | null = null;

  // A value dated in the future (the clock was set back) counts as old, or it would never be refreshed.
  const isFresh = (s: RatesSnapshot) => {
    const age = Date.now() - Date.parse(s.updatedAt);
    return age >= 0 && age < cacheMs;
  };

  const readSaved = async () => {
    const saved = await readSetting(db, SETTINGS_KEY);
    if (isSnapshot(saved)) memory = saved;
    savedRead = true;
  };

  const fetchFromSource = async () => {
    try {
      const res = await fetchFn(opts.url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const snapshot: RatesSnapshot = { rates: parseCentralBankXml(await res.text()), updatedAt: new Date().toISOString() };
      memory = snapshot;
      await writeSetting(db, SETTINGS_KEY, snapshot);
    } catch (err) {
      lastFailureAt = Date.now();
      log.warn({ err: (err as Error).message }, 'exchange rates could not be fetched');
    }
  };

  return {
    /** The rates to answer, or null when no value was ever obtained. */
    current: async (): Promise<RatesAnswer | null> => {
      if (!savedRead) await readSaved();
      if (!(memory && isFresh(memory)) && Date.now() - lastFailureAt >= retryMs) {
        // Another process (WORKERS, another host) may have fetched already: the database first.
        inflight ??= readSaved()
          .then(() => (memory && isFresh(memory) ? undefined : fetchFromSource()))
          .finally(() => (inflight = null));
        await inflight;
      }
      return memory ? { snapshot: memory, fresh: isFresh(memory) } : null;
    },
  };
};

export type ExchangeRates = ReturnType<typeof createExchangeRates>;
