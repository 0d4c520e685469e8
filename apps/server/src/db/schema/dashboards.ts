import type { ChartPlacement } from '@lookout/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/** A saved view of the logs. */
export interface ViewTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  icon: string | null;
  data: string;
  type: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A dashboard of a project: its charts placed on a grid (migration 0012). */
export interface DashboardTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  description: string | null;
  charts: ColumnType<ChartPlacement[], string | undefined, string>;
  filters: ColumnType<string, string | undefined, string>;
  granularity: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A chart a user built: the builder's choices (migration 0012). */
export interface CustomChartTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  description: string | null;
  type: string;
  metric: string;
  metric_key: string | null;
  aggregation: string;
  split_by: string | null;
  split_key: string | null;
  filters: ColumnType<string, string | undefined, string>;
  color: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Saved views, dashboards and custom charts (`views/`, `dashboards/`, `analytics/`). */
export interface DashboardsSchema {
  view: ViewTable;
  dashboard: DashboardTable;
  custom_chart: CustomChartTable;
}
