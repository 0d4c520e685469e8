import { type Plan, planCatalogue } from '@lookout/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The events a month after which ingestion stops for a plan: its included
 * events when the plan sells no more (free), else none.
 * @example monthlyEventCap('free') // 10000
 */
export function monthlyEventCap(plan: string): number | null {
  const limits = planCatalogue[plan as Plan]?.limits;
  if (!limits || limits.extraEvents !== null) return null;
  return limits.includedEventsPerMonth;
}

/** The first day of the current month (UTC), the key of `org_usage`. */
export function usageMonth(now = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

/** Plans with a hard monthly cap, as rows for SQL. */
function cappedPlans(): { plan: string; cap: number }[] {
  return Object.keys(planCatalogue).flatMap((plan) => {
    const cap = monthlyEventCap(plan);
    return cap === null ? [] : [{ plan, cap }];
  });
}

/**
 * Marks `limited` the orgs among `orgIds` whose plan caps monthly events and
 * whose usage this month reached the cap. Run in the transaction that counts
 * the events, so the batch that crosses the cap is stored and the next
 * request is refused.
 */
export async function markOrgsOverEventCap(
  trx: Transaction<Database> | Kysely<Database>,
  orgIds: readonly string[],
  month = usageMonth(),
): Promise<void> {
  const caps = cappedPlans();
  if (orgIds.length === 0 || caps.length === 0) return;
  const capValues = sql.join(caps.map(({ plan, cap }) => sql`(${plan}::text, ${cap}::bigint)`));
  await sql`update org set limited = true
    from org_usage, (values ${capValues}) as capped(plan, cap)
    where org.id = any(${[...orgIds]}::uuid[]) and not org.limited
      and org_usage.org_id = org.id and org_usage.month = ${month}::date
      and capped.plan = org.plan and org_usage.events >= capped.cap`.execute(trx);
}

/**
 * Whether a `limited` org is still over its cap: a new month, or a plan
 * without a cap (after an upgrade), lifts the limit, and the flag is cleared.
 */
export async function isStillOverEventCap(
  db: Kysely<Database>,
  org: { id: string; plan: string },
  month = usageMonth(),
): Promise<boolean> {
  const cap = monthlyEventCap(org.plan);
  const usage =
    cap === null
      ? undefined
      : await db
          .selectFrom('org_usage')
          .select('events')
          .where('org_id', '=', org.id)
          .where('month', '=', sql<Date>`${month}::date`)
          .executeTakeFirst();
  if (cap !== null && Number(usage?.events ?? 0) >= cap) return true;
  await db.updateTable('org').set({ limited: false }).where('id', '=', org.id).execute();
  return false;
}
