import { z } from 'zod';
import { dashboardLayoutSchema } from './chart-placement.js';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** Time buckets of dashboard charts. */
export const dashboardGranularities = ['hourly', 'daily', 'weekly'] as const;
export const dashboardGranularitySchema = z.enum(dashboardGranularities, {
  error: 'granularity must be hourly, daily or weekly',
});
export type DashboardGranularity = z.infer<typeof dashboardGranularitySchema>;

/** A dashboard of a project: charts placed on a grid, over filtered runs. */
export const dashboardSchema = z.object({
  id: idSchema,
  name: displayNameSchema,
  description: z.string().max(1000).nullable(),
  /** The dashboard the Dashboards entry opens; one per project. */
  isHome: z.boolean(),
  /** The charts shown and where: built-in chart ids (`costs`) or custom chart ids. */
  charts: dashboardLayoutSchema,
  filters: filterStringSchema,
  granularity: dashboardGranularitySchema.default('daily'),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
