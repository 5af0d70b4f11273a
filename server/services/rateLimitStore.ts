import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * @fastify/rate-limit's counts kept in PostgreSQL (table rate_limits) instead of each process's
 * memory, so a limit holds across WORKERS and hosts: one upsert per limited request starts or
 * advances the key's window and answers its count and the time left.
 */
export const databaseRateLimitStore = (db: Db): FastifyRateLimitStoreCtor =>
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      /** The route's own namespace: one key counts separately on each limited route. */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      sql<{ current: number; ttl: number }>`
        insert into rate_limits as r (key, hits, resets_at)
        values (${this.prefix + key}, 1, clock_timestamp() + make_interval(secs => ${timeWindow / 1000}))
        on conflict (key) do update set
          hits = case when r.resets_at <= clock_timestamp() then 1 else r.hits + 1 end,
          resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at else r.resets_at end
        returning hits as current, greatest(0, ceil(extract(epoch from r.resets_at - clock_timestamp()) * 1000))::int as ttl`
        .execute(db)
        .then(({ rows }) => callback(null, rows[0]), (err: Error) => callback(err));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo (its types say otherwise).
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(routeOptions, `${String(route?.method ?? '')} ${route?.url ?? ''}|`);
    }
  };

/** Windows that ended more than an hour ago: nothing reads them any more. */
export const sweepRateLimits = async (db: Db): Promise<number> => {
  const res = await db.deleteFrom('rate_limits').where('resets_at', '<', sql<Date>`now() - interval '1 hour'`).executeTakeFirst();
  return Number(res.numDeletedRows);
};
