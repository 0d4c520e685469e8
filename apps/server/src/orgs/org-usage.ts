import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { usageMonth } from '../write-path/event-limit.js';

/**
 * The events an org ingested in a month (this one unless told), as the writer counts them in
 * `org_usage`: 0 before the first event of the month.
 */
export async function monthlyEventCount(
  db: Kysely<Database>,
  orgId: string,
  month = usageMonth(),
): Promise<number> {
  const usage = await db
    .selectFrom('org_usage')
    .select('events')
    .where('org_id', '=', orgId)
    .where('month', '=', sql<Date>`${month}::date`)
    .executeTakeFirst();
  return Number(usage?.events ?? 0);
}
