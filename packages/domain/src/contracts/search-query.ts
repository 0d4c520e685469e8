import { z } from 'zod';

/** `?search=` text: trimmed, and treated as absent when empty. */
export const searchQuerySchema = z
  .string()
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .optional()
  .transform((search) => (search === '' ? undefined : search));
