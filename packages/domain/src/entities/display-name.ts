import { z } from 'zod';

/**
 * A name people read (of a user, org, project, dashboard, view…): trimmed,
 * 1 to 100 characters.
 */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
