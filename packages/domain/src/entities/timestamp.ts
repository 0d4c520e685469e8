import { z } from 'zod';

/**
 * A moment on the wire: an ISO 8601 date-time string with `Z` or an offset,
 * as `Date.prototype.toISOString()` writes it.
 */
export const timestampSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date-time',
});
export type Timestamp = z.infer<typeof timestampSchema>;
