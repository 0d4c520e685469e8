import type {
  Alert,
  AlertComparison,
  AlertDelivery,
  AlertEvent,
  AlertMetric,
  AlertResolution,
  AlertState,
  AlertWebhookFormat,
} from '@lookout/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AlertDeliveryTable, AlertEventTable, AlertTable, Database } from '../db/schema.js';

/** A stored alert row. */
export type AlertRow = Selectable<AlertTable>;
/** A stored alert event row. */
export type AlertEventRow = Selectable<AlertEventTable>;
/** A stored delivery row. */
export type AlertDeliveryRow = Selectable<AlertDeliveryTable>;

/** The API's view of an alert row: its webhook secret stays on the server. */
export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    name: row.name,
    metric: row.metric as AlertMetric,
    evaluatorId: row.evaluator_id,
    filters: row.filters,
    windowMinutes: row.window_minutes,
    comparison: row.comparison as AlertComparison,
    threshold: row.threshold,
    emails: row.emails,
    webhook: row.webhook_url
      ? { url: row.webhook_url, format: (row.webhook_format ?? 'json') as AlertWebhookFormat }
      : null,
    enabled: row.enabled,
    state: row.state as AlertState,
    lastValue: row.last_value,
    lastError: row.last_error,
    lastEvaluatedAt: row.last_evaluated_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The API's view of a delivery row. */
export function toDelivery(row: AlertDeliveryRow): AlertDelivery {
  return {
    id: row.id,
    channel: row.channel as AlertDelivery['channel'],
    target: row.target,
    transition: row.transition as AlertDelivery['transition'],
    status: row.status as AlertDelivery['status'],
    attempts: row.attempts,
    error: row.error,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The API's view of an event row with its deliveries. */
export function toAlertEvent(row: AlertEventRow, deliveries: AlertDeliveryRow[]): AlertEvent {
  return {
    id: row.id,
    alertId: row.alert_id,
    firedAt: row.fired_at.toISOString(),
    firedValue: row.fired_value,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedValue: row.resolved_value,
    resolvedBy: row.resolved_at ? ((row.resolved_by as AlertResolution | null) ?? 'metric') : null,
    deliveries: deliveries.map(toDelivery),
  };
}

/** One alert of a project, or undefined (another project's is not found either). */
export function findAlert(
  db: Kysely<Database>,
  projectId: string,
  id: string,
): Promise<AlertRow | undefined> {
  return db
    .selectFrom('alert')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Closes the alert's open event, if any, because the alert was turned off: it
 * would otherwise stay open for good, since disabled alerts are not evaluated.
 * Returns whether an event was closed.
 */
export async function closeOpenAlertEvent(
  db: Kysely<Database>,
  projectId: string,
  alertId: string,
): Promise<boolean> {
  const closed = await db
    .updateTable('alert_event')
    .set({ resolved_at: sql<Date>`now()`, resolved_by: 'disabled' })
    .where('project_id', '=', projectId)
    .where('alert_id', '=', alertId)
    .where('resolved_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return closed !== undefined;
}

/** A project's alerts, by name. */
export function listAlerts(db: Kysely<Database>, projectId: string): Promise<AlertRow[]> {
  return db
    .selectFrom('alert')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The latest `limit` events of an alert, newest first, each with its deliveries. */
export async function listAlertEvents(
  db: Kysely<Database>,
  projectId: string,
  alertId: string,
  limit = 50,
): Promise<AlertEvent[]> {
  const events = await db
    .selectFrom('alert_event')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('alert_id', '=', alertId)
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (events.length === 0) return [];
  const deliveries = await db
    .selectFrom('alert_delivery')
    .selectAll()
    .where('project_id', '=', projectId)
    .where(
      'event_id',
      'in',
      events.map((event) => event.id),
    )
    .orderBy('created_at')
    .orderBy('channel')
    .orderBy('target')
    .execute();
  return events.map((event) =>
    toAlertEvent(
      event,
      deliveries.filter((delivery) => delivery.event_id === event.id),
    ),
  );
}
