import { z } from 'zod';

/** An email address, trimmed and lower-cased so that one person has one address. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));
export type Email = z.infer<typeof emailSchema>;
