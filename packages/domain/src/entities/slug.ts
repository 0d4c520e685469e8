import { z } from 'zod';

/** A name code refers to (templates, checklists): lower-case letters, digits, dashes and underscores. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(100, 'Slug must be at most 100 characters')
  .regex(
    /^[a-z0-9][a-z0-9_-]*$/,
    'Slug may only contain lower-case letters, digits, dashes and underscores',
  );
