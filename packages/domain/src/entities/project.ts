import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** Days a project keeps its logs; null keeps them for as long as the plan allows. */
export const dataRetentionDaysSchema = z
  .number()
  .int('Retention must be a whole number of days')
  .min(1, 'Retention must be at least 1 day')
  .max(3650, 'Retention must be at most 3650 days');

/** A project of an org: its logs, prompts, datasets and dashboards live inside it. */
export const projectSchema = z.object({
  id: idSchema,
  name: displayNameSchema,
  homeDashboardId: idSchema.nullable(),
  dataRetentionDays: dataRetentionDaysSchema.nullable(),
  createdAt: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;
