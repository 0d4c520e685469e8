import { z } from 'zod';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { slugSchema } from './slug.js';
import { timestampSchema } from './timestamp.js';

/** A named set of checks (evaluation filters) a run or an answer must pass. */
export const checklistSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  /** What the checklist is used for, such as `evaluation`. */
  type: z.string().trim().min(1),
  /** The checks, as a filter string of evaluation filters. */
  data: filterStringSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Checklist = z.infer<typeof checklistSchema>;
