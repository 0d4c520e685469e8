import { type Edition, idSchema, type Plan, planCatalogue } from '@lookout/domain';
import { retentionDaysOfPass } from '@lookout/rbac';
import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { type DeletedBatch, deleteInBatches } from '../jobs/delete-in-batches.js';
import { defineJob } from '../jobs/job-definition.js';
import { enqueueJob } from '../jobs/job-queue.js';

/** Traces one retention batch deletes (with every run of each): one short transaction. */
const tracesPerBatch = 200;

/**
 * Deletes one batch of `projectId`'s expired traces: every run of a trace
 * whose newest run started before `cutoff`. A trace is the unit, so a trace
 * or conversation with any run inside the window is kept whole (no run inside
 * the window is ever touched, and no kept run loses its parent).
 */
export async function deleteExpiredTraces(
  db: Kysely<Database>,
  { projectId, cutoff, traces }: { projectId: string; cutoff: Date; traces: number },
): Promise<DeletedBatch> {
  const result = await sql<{ traces: number; runs: number }>`
    with doomed as (
      select distinct old.trace_id from run old
      where old.project_id = ${projectId} and old.created_at < ${cutoff}
        and not exists (
          select 1 from run kept
          where kept.project_id = ${projectId} and kept.trace_id = old.trace_id
            and kept.created_at >= ${cutoff})
      limit ${traces}),
    deleted as (
      delete from run where project_id = ${projectId} and trace_id in (select trace_id from doomed)
      returning 1)
    select (select count(*) from doomed)::int as traces, (select count(*) from deleted)::int as runs`.execute(
    db,
  );
  const row = result.rows[0];
  return { deleted: row?.runs ?? 0, exhausted: (row?.traces ?? 0) < traces };
}

/**
 * The moment before which runs are past a retention of `days`: exactly
 * `days` × 24 hours before the database's now, whatever the session's time
 * zone (an interval of days would follow its daylight-saving changes).
 */
export async function retentionCutoff(
  db: Kysely<Database> | Transaction<Database>,
  days: number,
): Promise<Date> {
  const result = await sql<{ cutoff: Date }>`
    select now() - ${days * 24} * interval '1 hour' as cutoff`.execute(db);
  return new Date((result.rows[0] as { cutoff: Date }).cutoff);
}

/** The database's clock, the one `retentionCutoff` and the billing webhook use. */
async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const result = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date((result.rows[0] as { now: Date }).now);
}

/**
 * One project's retention pass: deletes the runs older than it keeps them (its
 * `dataRetentionDays`, bounded on cloud by its org plan's history, and to 30
 * days once a failed payment is past its grace: `retentionDaysOfPass`), trace by
 * trace, in small batches, its progress shown in the project's jobs list. The
 * cutoff is fixed when the pass starts, so a long pass does not creep into
 * runs that were inside the window.
 */
export function projectRetention(db: Kysely<Database>, edition: Edition) {
  return defineJob({
    payload: z.object({ projectId: idSchema }),
    run: async ({ projectId }, context) => {
      const project = await db
        .selectFrom('project')
        .innerJoin('org', 'org.id', 'project.org_id')
        .select(['project.data_retention_days', 'org.plan', 'org.billing_delinquent_since'])
        .where('project.id', '=', projectId)
        .executeTakeFirst();
      // A project deleted, or whose retention was lifted, since the pass was queued keeps everything.
      if (!project) return;
      const days = retentionDaysOfPass(
        {
          plan: project.plan as Plan,
          edition,
          billingDelinquentSince: project.billing_delinquent_since,
        },
        project.data_retention_days,
        await databaseNow(db),
      );
      if (!days) return;
      const cutoff = await retentionCutoff(db, days);
      await deleteInBatches(
        context,
        () => deleteExpiredTraces(db, { projectId, cutoff, traces: tracesPerBatch }),
        { what: 'expired runs' },
      );
    },
  });
}

/** The plans whose history is bounded (free, team, pro): on cloud their projects always get a pass. */
const plansWithBoundedHistory = (Object.keys(planCatalogue) as Plan[]).filter(
  (plan) => planCatalogue[plan].limits.historyDays !== null,
);

/**
 * Hourly, queues a retention pass for each project that keeps runs for a
 * bounded time: one with a data retention, and on cloud every project of an
 * org whose plan bounds its history or whose payment failed (one pass per project at a time: a pass
 * still queued or running is not doubled).
 */
export function retentionSweep(db: Kysely<Database>, edition: Edition) {
  const passes = { 'retention.project': projectRetention(db, edition) };
  return defineJob({
    payload: z.object({}),
    every: { seconds: 3_600 },
    run: async (_payload, context) => {
      const projects = await db
        .selectFrom('project')
        .innerJoin('org', 'org.id', 'project.org_id')
        .select(['project.id', 'project.org_id'])
        .where((eb) =>
          edition === 'cloud'
            ? eb.or([
                eb('project.data_retention_days', 'is not', null),
                eb('org.plan', 'in', plansWithBoundedHistory),
                eb('org.billing_delinquent_since', 'is not', null),
              ])
            : eb('project.data_retention_days', 'is not', null),
        )
        .orderBy('project.id')
        .execute();
      let queued = 0;
      for (const [index, project] of projects.entries()) {
        const row = await enqueueJob(
          db,
          passes,
          'retention.project',
          { projectId: project.id },
          { orgId: project.org_id, projectId: project.id, dedupeKey: `retention:${project.id}` },
        );
        if (row) queued += 1;
        if (index % 100 === 99)
          await context.reportProgress({ done: index + 1, total: projects.length });
      }
      await context.reportProgress({
        done: projects.length,
        total: projects.length,
        message: `${queued} retention passes queued`,
      });
    },
  });
}
