import { sql, type RawBuilder } from 'kysely';
import type { MaterialUsageReport, UsageGroup } from '../../../src/domain/materials/materialUsage';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../plugins/auth';
import { LINE_COST, usageLines } from './materialUsage';

/** Groups a report shows at most: the rest is in the list page. */
const TOP = 50;

type GroupRow = { key: string; unit: string; quantity: string; lines: number; cost: string };

const groupOf = (row: GroupRow): UsageGroup => ({ key: row.key, unit: row.unit, quantity: Number(row.quantity), lines: row.lines, cost: Number(row.cost) });

/**
 * The moment `months` calendar months before `now` on Istanbul's calendar, as the database counts
 * months: 31 March less one month is the last of February. (Date.setMonth made it 3 March, in the
 * server's zone, and left out the last days of February.)
 */
const monthsBefore = (now: Date, months: number): RawBuilder<Date> =>
  sql<Date>`((${now}::timestamptz at time zone 'Europe/Istanbul') - make_interval(months => ${months}::int)) at time zone 'Europe/Istanbul'`;

/**
 * The supply panel's report: the material lines of the reader's projects over the last `months`
 * (all when 0), grouped by material (and unit), by supplier and by Istanbul month, each group's
 * cost to the kuruş as the lines' own. Four statements over the same lines.
 */
export const materialUsageReport = async (db: Db, reader: Pick<AuthUser, 'id' | 'role'>, months: number): Promise<MaterialUsageReport> => {
  const since = months ? monthsBefore(new Date(), months) : undefined;
  const lines = () => usageLines(db, reader, { since });
  const grouped = (key: RawBuilder<string>, unit: RawBuilder<string>, order: 'cost' | 'key') =>
    lines()
      .select([
        key.as('key'),
        unit.as('unit'),
        sql<string>`sum((e.value ->> 'quantity')::numeric)`.as('quantity'),
        sql<number>`count(*)::int`.as('lines'),
        sql<string>`sum(${LINE_COST})`.as('cost'),
      ])
      // By position: a constant unit ('') may not be named in GROUP BY.
      .groupBy([sql`1`, sql`2`])
      // By cost, the largest first and at most TOP of them; months in order, every one.
      .$if(order === 'cost', (qb) => qb.orderBy(sql`5`, 'desc').limit(TOP))
      .orderBy(sql`1`)
      .execute() as Promise<GroupRow[]>;
  const [total, byMaterial, bySupplier, byMonth] = await Promise.all([
    lines().select([sql<number>`count(*)::int`.as('lines'), sql<string>`coalesce(sum(${LINE_COST}), 0)`.as('cost')]).executeTakeFirstOrThrow(),
    grouped(sql<string>`e.value ->> 'name'`, sql<string>`coalesce(e.value ->> 'unit', '')`, 'cost'),
    grouped(sql<string>`coalesce(nullif(e.value ->> 'supplier', ''), '')`, sql<string>`''`, 'cost'),
    grouped(sql<string>`to_char(a.created_at at time zone 'Europe/Istanbul', 'YYYY-MM')`, sql<string>`''`, 'key'),
  ]);
  return { totalCost: Number(total.cost), lines: total.lines, byMaterial: byMaterial.map(groupOf), bySupplier: bySupplier.map(groupOf), byMonth: byMonth.map(groupOf) };
};
