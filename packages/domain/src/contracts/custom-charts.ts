import { z } from 'zod';
import {
  customChartAggregationSchema,
  customChartFieldsSchema,
  customChartMetricSchema,
  customChartQueryProblems,
  customChartSchema,
  customChartSplitSchema,
  customChartTypeSchema,
} from '../entities/custom-chart.js';
import { displayNameSchema } from '../entities/display-name.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { idSchema } from '../entities/id.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/dashboards/charts/custom?projectId=`: the project's custom charts, oldest first. */
export const listCustomChartsResponseSchema = z.array(customChartSchema);
export type ListCustomChartsResponse = z.infer<typeof listCustomChartsResponseSchema>;

/** `POST /v1/dashboards/charts/custom`: the builder's choices, checked together. */
export const createCustomChartBodySchema = customChartFieldsSchema.superRefine((body, ctx) => {
  for (const message of customChartQueryProblems(body)) ctx.addIssue({ code: 'custom', message });
});
export type CreateCustomChartBody = z.infer<typeof createCustomChartBodySchema>;
export const createCustomChartResponseSchema = customChartSchema;
export type CreateCustomChartResponse = z.infer<typeof createCustomChartResponseSchema>;

/**
 * `PATCH /v1/dashboards/charts/custom`: the chart's id with the fields that
 * change; the server checks the merged chart like a new one.
 */
export const updateCustomChartBodySchema = patchBody({
  name: displayNameSchema.optional(),
  description: z.string().max(1000).nullable().optional(),
  type: customChartTypeSchema.optional(),
  metric: customChartMetricSchema.optional(),
  metricKey: z.string().trim().min(1).max(200).nullable().optional(),
  aggregation: customChartAggregationSchema.optional(),
  splitBy: customChartSplitSchema.nullable().optional(),
  splitKey: z.string().trim().min(1).max(200).nullable().optional(),
  filters: filterStringSchema.optional(),
  color: z.string().min(1).max(30).nullable().optional(),
}).safeExtend({ id: idSchema });
export type UpdateCustomChartBody = z.infer<typeof updateCustomChartBodySchema>;
export const updateCustomChartResponseSchema = customChartSchema;
export type UpdateCustomChartResponse = z.infer<typeof updateCustomChartResponseSchema>;

/** `POST /v1/dashboards/charts/custom/delete`: removes the chart from every dashboard too; 204. */
export const deleteCustomChartBodySchema = z.object({ id: idSchema });
export type DeleteCustomChartBody = z.infer<typeof deleteCustomChartBodySchema>;
