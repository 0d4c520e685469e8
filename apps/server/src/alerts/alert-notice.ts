import type { AlertComparison, AlertMetric } from '@lookout/domain';
import type { AlertRow } from './alert.repository.js';
import type { AlertNotice, AlertSummary, AlertTransition } from './alert-message.js';

/** The fields of an alert row that messages name. */
export function alertSummary(row: AlertRow): AlertSummary {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    metric: row.metric as AlertMetric,
    comparison: row.comparison as AlertComparison,
    threshold: row.threshold,
    windowMinutes: row.window_minutes,
  };
}

/** The notice of `transition` of `row`, linking to the alerts page at `appUrl`. */
export function alertNotice(
  row: AlertRow,
  appUrl: string,
  change: { transition: AlertTransition; value: number | null; at: Date; eventId: string | null },
): AlertNotice {
  return {
    alert: alertSummary(row),
    transition: change.transition,
    value: change.value,
    at: change.at.toISOString(),
    eventId: change.eventId,
    link: `${appUrl}/alerts?projectId=${row.project_id}&alert=${row.id}`,
  };
}
