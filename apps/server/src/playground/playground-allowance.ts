import { freePlanPlaygroundRunsPerMonth, type Plan, planCatalogue } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config/env.js';
import type { Database } from '../db/schema.js';
import { usageMonth } from '../write-path/event-limit.js';

/** How many playground runs an org's plan allows a month, and whether more are refused. */
export interface PlaygroundAllowance {
  /** The runs the plan includes; null when unlimited (self-hosted, enterprise). */
  included: number | null;
  /** True when a run past `included` is refused (the free plan); else it is billed. */
  capped: boolean;
}

/**
 * The playground allowance of an org (SPEC §9): on the cloud edition the free
 * plan has a small monthly cap and Team includes 1,000 runs then bills each
 * further one; self-hosted installs run their own keys without limit.
 */
export function playgroundAllowance(
  edition: ServerConfig['edition'],
  plan: Plan,
): PlaygroundAllowance {
  if (edition === 'self-hosted') return { included: null, capped: false };
  const allowance = planCatalogue[plan].limits.playground;
  switch (allowance.kind) {
    case 'limited':
      return { included: freePlanPlaygroundRunsPerMonth, capped: true };
    case 'quota':
      return { included: allowance.queriesPerMonth, capped: false };
    case 'custom':
      return { included: null, capped: false };
  }
}

/**
 * Counts one playground run of the org this month, unless the org is capped
 * at `cap` and has used it: then nothing is counted and false comes back. One
 * conditional upsert, so concurrent runs never pass the cap together.
 */
export async function reservePlaygroundRun(
  db: Kysely<Database>,
  orgId: string,
  cap: number | null,
): Promise<boolean> {
  const month = usageMonth();
  const counted = await db
    .insertInto('org_usage')
    .values({ org_id: orgId, month, playground_runs: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['org_id', 'month'])
        .doUpdateSet({ playground_runs: sql`org_usage.playground_runs + 1` })
        .where(
          sql<boolean>`${cap}::integer is null or org_usage.playground_runs < ${cap}::integer`,
        ),
    )
    .returning('playground_runs')
    .executeTakeFirst();
  return counted !== undefined;
}

/** The org's playground runs this month. */
export async function monthlyPlaygroundRuns(db: Kysely<Database>, orgId: string): Promise<number> {
  const usage = await db
    .selectFrom('org_usage')
    .select('playground_runs')
    .where('org_id', '=', orgId)
    .where('month', '=', sql<Date>`${usageMonth()}::date`)
    .executeTakeFirst();
  return usage?.playground_runs ?? 0;
}
