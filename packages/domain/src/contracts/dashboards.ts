import { z } from 'zod';
import { dashboardLayoutSchema } from '../entities/chart-placement.js';
import { dashboardGranularitySchema, dashboardSchema } from '../entities/dashboard.js';
import { displayNameSchema } from '../entities/display-name.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/dashboards?projectId=`: the project's dashboards, the home one first. */
export const listDashboardsResponseSchema = z.array(dashboardSchema);
export type ListDashboardsResponse = z.infer<typeof listDashboardsResponseSchema>;

/**
 * `POST /v1/dashboards`: a new dashboard, "New Dashboard" with the home
 * dashboard's default charts unless told.
 */
export const createDashboardBodySchema = z.object({
  name: displayNameSchema.optional(),
  description: z.string().max(1000).nullable().optional(),
  charts: dashboardLayoutSchema.optional(),
  filters: filterStringSchema.optional(),
  granularity: dashboardGranularitySchema.optional(),
});
export type CreateDashboardBody = z.infer<typeof createDashboardBodySchema>;
export const createDashboardResponseSchema = dashboardSchema;
export type CreateDashboardResponse = z.infer<typeof createDashboardResponseSchema>;

/** `GET /v1/dashboards/{id}`. */
export const getDashboardResponseSchema = dashboardSchema;
export type GetDashboardResponse = z.infer<typeof getDashboardResponseSchema>;

/**
 * `PATCH /v1/dashboards/{id}`. `isHome: true` makes it the project's home
 * dashboard (the previous one stops being home); the home flag cannot be
 * removed, only moved.
 */
export const updateDashboardBodySchema = patchBody({
  name: displayNameSchema.optional(),
  description: z.string().max(1000).nullable().optional(),
  /** The whole layout: charts added, removed, moved or resized. */
  charts: dashboardLayoutSchema.optional(),
  filters: filterStringSchema.optional(),
  granularity: dashboardGranularitySchema.optional(),
  isHome: z.literal(true, { error: 'isHome can only be set to true' }).optional(),
});
export type UpdateDashboardBody = z.infer<typeof updateDashboardBodySchema>;
export const updateDashboardResponseSchema = dashboardSchema;
export type UpdateDashboardResponse = z.infer<typeof updateDashboardResponseSchema>;

// `DELETE /v1/dashboards/{id}` answers 204; the home dashboard cannot be deleted (409: set another as home first).
