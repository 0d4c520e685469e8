import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { storedIconSchema } from './icon.js';
import { idSchema } from './id.js';
import { runListTypeSchema } from './run-kind.js';
import { timestampSchema } from './timestamp.js';

/** A saved view of the logs: a list type with its filters, under a name and an icon. */
export const viewSchema = z.object({
  id: idSchema,
  name: displayNameSchema,
  icon: storedIconSchema.nullable(),
  /** The filters of the view. */
  data: filterStringSchema,
  type: runListTypeSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type View = z.infer<typeof viewSchema>;
