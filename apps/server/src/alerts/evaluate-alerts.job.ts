import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { AlertRow } from './alert.repository.js';
import { alertMetricValue, crosses } from './alert-metric.js';
import { type AlertNotifyDependencies, notifyAlertJob } from './notify-alert.job.js';

/** What evaluating alerts needs. */
export interface AlertEvaluationDependencies extends AlertNotifyDependencies {
  /** Orgs given the beta pages by the instance (LOOKOUT_BETA_ORGS). */
  betaOrgs: 'all' | readonly string[];
  /** Seconds between two evaluations of every alert (LOOKOUT_ALERT_INTERVAL_SECONDS). */
  everySeconds: number;
}

/** What one evaluation did to an alert. */
export type AlertOutcome = 'fired' | 'resolved' | 'unchanged' | 'error';

/**
 * Evaluates one alert: computes its metric and records the state. Crossing
 * the threshold with no open event opens one and queues its notifications;
 * back within it with an open event resolves that event and queues the
 * resolution's. Both happen in one transaction guarded by the database (the
 * unique open event; the update of an event still open), so however many
 * processes evaluate, and across restarts, an alert fires and resolves once.
 * A metric that cannot be computed puts the alert in `error`, its event (if
 * any) left open.
 */
export async function evaluateAlert(
  deps: AlertEvaluationDependencies,
  alert: AlertRow,
): Promise<AlertOutcome> {
  const { db } = deps;
  let value: number | null;
  try {
    value = await alertMetricValue(db, {
      projectId: alert.project_id,
      metric: alert.metric as never,
      evaluatorId: alert.evaluator_id,
      filters: alert.filters,
      windowMinutes: alert.window_minutes,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('alert')
      .set({ state: 'error', last_error: reason, last_evaluated_at: new Date() })
      .where('project_id', '=', alert.project_id)
      .where('id', '=', alert.id)
      .execute();
    return 'error';
  }
  const crossed = crosses(value, alert.comparison, alert.threshold);
  return db.transaction().execute(async (trx) => {
    let outcome: AlertOutcome = 'unchanged';
    if (crossed) {
      const opened = await sql<{ id: string }>`
        insert into alert_event (project_id, alert_id, fired_value)
        values (${alert.project_id}, ${alert.id}, ${value})
        on conflict (project_id, alert_id) where resolved_at is null do nothing
        returning id`.execute(trx);
      const event = opened.rows[0];
      if (event) {
        await queueNotifications(deps, trx, alert, event.id, 'fired');
        outcome = 'fired';
      }
    } else {
      const closed = await trx
        .updateTable('alert_event')
        .set({ resolved_at: sql<Date>`now()`, resolved_value: value, resolved_by: 'metric' })
        .where('project_id', '=', alert.project_id)
        .where('alert_id', '=', alert.id)
        .where('resolved_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (closed) {
        await queueNotifications(deps, trx, alert, closed.id, 'resolved');
        outcome = 'resolved';
      }
    }
    await trx
      .updateTable('alert')
      .set({
        state: crossed ? 'firing' : 'ok',
        last_value: value,
        last_error: null,
        last_evaluated_at: new Date(),
      })
      .where('project_id', '=', alert.project_id)
      .where('id', '=', alert.id)
      .execute();
    return outcome;
  });
}

/** One delivery per mail recipient and one for the webhook, each sent by its own job. */
async function queueNotifications(
  deps: AlertEvaluationDependencies,
  trx: Transaction<Database>,
  alert: AlertRow,
  eventId: string,
  transition: 'fired' | 'resolved',
): Promise<void> {
  const targets = [
    ...alert.emails.map((email) => ({ channel: 'email', target: email })),
    ...(alert.webhook_url ? [{ channel: 'webhook', target: alert.webhook_url }] : []),
  ];
  if (targets.length === 0) return;
  const deliveries = await trx
    .insertInto('alert_delivery')
    .values(
      targets.map((target) => ({
        project_id: alert.project_id,
        event_id: eventId,
        transition,
        ...target,
      })),
    )
    .returning('id')
    .execute();
  const registry = { 'alerts.notify': notifyAlertJob(deps) };
  const orgId = await trx
    .selectFrom('project')
    .select('org_id')
    .where('id', '=', alert.project_id)
    .executeTakeFirst();
  for (const delivery of deliveries) {
    await enqueueJob(
      trx as unknown as Kysely<Database>,
      registry,
      'alerts.notify',
      { projectId: alert.project_id, deliveryId: delivery.id },
      { projectId: alert.project_id, ...(orgId ? { orgId: orgId.org_id } : {}) },
    );
  }
}

/**
 * The enabled alerts of the orgs that have the beta flag (on their row or
 * from the instance), oldest evaluation first.
 */
export function alertsToEvaluate(
  db: Kysely<Database>,
  betaOrgs: 'all' | readonly string[],
): Promise<AlertRow[]> {
  return db
    .selectFrom('alert')
    .innerJoin('project', 'project.id', 'alert.project_id')
    .innerJoin('org', 'org.id', 'project.org_id')
    .selectAll('alert')
    .where('alert.enabled', '=', true)
    .$if(betaOrgs !== 'all', (query) =>
      query.where((eb) =>
        betaOrgs.length > 0
          ? eb.or([eb('org.beta', '=', true), eb('org.id', 'in', [...betaOrgs])])
          : eb('org.beta', '=', true),
      ),
    )
    .orderBy(sql`alert.last_evaluated_at nulls first`)
    .orderBy('alert.id')
    .execute();
}

/**
 * Every `everySeconds` (60 by default), evaluates every enabled alert of the
 * beta orgs, one after the other; one alert's failure is recorded on it and
 * does not stop the others.
 */
export function evaluateAlertsJob(deps: AlertEvaluationDependencies) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: deps.everySeconds },
    run: async (_payload, context) => {
      const alerts = await alertsToEvaluate(deps.db, deps.betaOrgs);
      const counts: Record<AlertOutcome, number> = {
        fired: 0,
        resolved: 0,
        unchanged: 0,
        error: 0,
      };
      for (const [index, alert] of alerts.entries()) {
        context.signal.throwIfAborted();
        counts[await evaluateAlert(deps, alert)] += 1;
        if (index % 50 === 49)
          await context.reportProgress({ done: index + 1, total: alerts.length });
      }
      await context.reportProgress({
        done: alerts.length,
        total: alerts.length,
        message: `${alerts.length} alerts: ${counts.fired} fired, ${counts.resolved} resolved, ${counts.error} failed`,
      });
    },
  });
}

/** The alerts' job kinds, for the server's registry. */
export function alertJobs(deps: AlertEvaluationDependencies) {
  return {
    'alerts.evaluate': evaluateAlertsJob(deps),
    'alerts.notify': notifyAlertJob(deps),
  };
}
