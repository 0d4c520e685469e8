import type {
  CustomChart,
  CustomChartAggregation,
  CustomChartFields,
  CustomChartMetric,
  CustomChartSplit,
  CustomChartType,
} from '@lookout/domain';
import type { Selectable } from 'kysely';
import type { CustomChartTable } from '../db/schema.js';

/** The stored columns of a chart's name and builder choices. */
export function customChartColumns(fields: CustomChartFields) {
  return {
    name: fields.name,
    description: fields.description,
    type: fields.type,
    metric: fields.metric,
    metric_key: fields.metricKey,
    aggregation: fields.aggregation,
    split_by: fields.splitBy,
    split_key: fields.splitKey,
    filters: fields.filters,
    color: fields.color,
  };
}

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
