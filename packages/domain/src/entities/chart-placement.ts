import { z } from 'zod';

/** Columns of the dashboard grid; a placement's `x + w` never passes it. */
export const dashboardGridColumns = 12;

/**
 * Where a chart sits on a dashboard's grid: its column and row, its width in
 * columns and its height in rows. `chartId` is a built-in chart id (`costs`)
 * or a custom chart's id.
 */
export const chartPlacementSchema = z
  .object({
    chartId: z.string().min(1, 'chartId is required').max(100),
    x: z
      .number()
      .int()
      .min(0)
      .max(dashboardGridColumns - 1),
    y: z.number().int().min(0).max(10_000),
    w: z.number().int().min(1).max(dashboardGridColumns),
    h: z.number().int().min(1).max(24),
  })
  .refine((placement) => placement.x + placement.w <= dashboardGridColumns, {
    error: `A chart must fit in the ${dashboardGridColumns} columns of the grid (x + w ≤ ${dashboardGridColumns})`,
  });
export type ChartPlacement = z.infer<typeof chartPlacementSchema>;

/** The charts of a dashboard, each placed once. */
export const dashboardLayoutSchema = z
  .array(chartPlacementSchema)
  .max(50, 'A dashboard holds at most 50 charts')
  .refine((layout) => new Set(layout.map((item) => item.chartId)).size === layout.length, {
    error: 'A chart can be placed only once on a dashboard',
  });
