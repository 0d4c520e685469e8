import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** How a custom chart draws: a time series (Area, Line, Bar) or a ranked list (Top). */
export const customChartTypes = ['Area', 'Line', 'Bar', 'Top'] as const;
export const customChartTypeSchema = z.enum(customChartTypes);
export type CustomChartType = z.infer<typeof customChartTypeSchema>;

/** How the values of a period are combined. */
export const customChartAggregations = ['sum', 'avg', 'count', 'min', 'max'] as const;
export const customChartAggregationSchema = z.enum(customChartAggregations);
export type CustomChartAggregation = z.infer<typeof customChartAggregationSchema>;

/** What a user picks when building a chart. */
export const customChartFieldsSchema = z.object({
  name: displayNameSchema,
  description: z.string().max(1000).nullable().default(null),
  type: customChartTypeSchema,
  /** The metric plotted, such as `cost`, `tokens` or `duration`. */
  dataKey: z.string().min(1, 'Choose what the chart measures'),
  aggregation: customChartAggregationSchema.default('sum'),
  /** One series per distinct value of this field (such as `name` or `type`). */
  splitBy: z.string().min(1).nullable().default(null),
  filters: filterStringSchema.default(''),
  color: z.string().min(1).nullable().default(null),
});

/** A chart a user built for a project's dashboards. */
export const customChartSchema = customChartFieldsSchema.extend({
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CustomChart = z.infer<typeof customChartSchema>;
