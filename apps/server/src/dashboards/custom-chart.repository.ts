import type {
  CustomChart,
  CustomChartAggregation,
  CustomChartMetric,
  CustomChartSplit,
  CustomChartType,
} from '@lookout/domain';
import type { Selectable } from 'kysely';
import type { CustomChartTable } from '../db/schema.js';

/** The API's view of a custom chart row. */
export function toCustomChart(row: Selectable<CustomChartTable>): CustomChart {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as CustomChartType,
    metric: row.metric as CustomChartMetric,
    metricKey: row.metric_key,
    aggregation: row.aggregation as CustomChartAggregation,
    splitBy: row.split_by as CustomChartSplit | null,
    splitKey: row.split_key,
    filters: row.filters,
    color: row.color,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
