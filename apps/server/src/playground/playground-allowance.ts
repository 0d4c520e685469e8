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

/** A playground run counted in the org's month, which `releasePlaygroundRun` can give back. */
export interface PlaygroundRunReservation {
  orgId: string;
  /** The month the run was counted in (`YYYY-MM-01`), even if it ends in the next one. */
  month: string;
}

/**
 * Counts one playground run of the org this month, unless the org is capped
 * at `cap` and has used it: then nothing is counted and null comes back. One
 * conditional upsert, so concurrent runs never pass the cap together: a run
 * holds its place from before its call, and gives it back with
 * `releasePlaygroundRun` when the provider never answered.
 */
export async function reservePlaygroundRun(
  db: Kysely<Database>,
  orgId: string,
  cap: number | null,
): Promise<PlaygroundRunReservation | null> {
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
  return counted === undefined ? null : { orgId, month };
}

/**
 * Gives back the place of a reserved run that never reached the provider
 * (the outbound guard refused its address, or the provider was down before
 * answering anything): it does not count toward the month. One decrement,
 * never below zero, so it is safe beside concurrent reservations.
 */
export async function releasePlaygroundRun(
  db: Kysely<Database>,
  reservation: PlaygroundRunReservation,
): Promise<void> {
  await db
    .updateTable('org_usage')
    .set({ playground_runs: sql`playground_runs - 1` })
    .where('org_id', '=', reservation.orgId)
    .where('month', '=', sql<Date>`${reservation.month}::date`)
    .where('playground_runs', '>', 0)
    .execute();
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
