import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './column-types.js';

/** An alert of a project (migration 0026): what it watches, its channels and its last evaluation. */
export interface AlertTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  metric: string;
  evaluator_id: string | null;
  filters: ColumnType<string, string | undefined, string>;
  window_minutes: number;
  comparison: string;
  threshold: number;
  emails: ColumnType<string[], string[] | undefined, string[]>;
  webhook_url: string | null;
  webhook_format: string | null;
  /** The webhook's signing secret, encrypted with the instance's provider-key cipher. */
  webhook_secret: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  state: ColumnType<string, string | undefined, string>;
  last_value: number | null;
  last_error: string | null;
  last_evaluated_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One time an alert fired (migration 0026); open (resolved_at null) until it resolves. */
export interface AlertEventTable {
  project_id: string;
  id: Generated<string>;
  alert_id: string;
  fired_at: CreatedAt;
  fired_value: number;
  resolved_at: NullableTimestamp;
  resolved_value: number | null;
  /** What closed it: `metric` (back within the threshold) or `disabled` (migration 0029). */
  resolved_by: string | null;
}

/** One notification of an alert event to one channel target (migration 0026). */
export interface AlertDeliveryTable {
  project_id: string;
  id: Generated<string>;
  event_id: string;
  channel: string;
  target: string;
  transition: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Alerts, their events and deliveries (`alerts/`). */
export interface AlertsSchema {
  alert: AlertTable;
  alert_event: AlertEventTable;
  alert_delivery: AlertDeliveryTable;
}
