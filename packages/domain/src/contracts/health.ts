import { z } from 'zod';
import { apiErrorSchema } from './api-error.js';

/**
 * `GET /v1/health`: liveness. Answers 200 whenever the process serves HTTP, even
 * while the database is down; `started` is false while the server still waits
 * for the database at start.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string().min(1),
  started: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What a probe of the database found: does it answer, and has every migration run. */
export const databaseReadinessSchema = z.object({
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.enum(['current', 'pending', 'unknown']),
});
export type DatabaseReadiness = z.infer<typeof databaseReadinessSchema>;

/**
 * `GET /v1/ready`: readiness. 200 when the server has started (it switches to
 * serving the API once the database answered and was migrated), the database
 * answers and every migration has run; otherwise 503 with an error body
 * carrying the same fields.
 */
export const readinessSchema = databaseReadinessSchema.extend({ started: z.boolean() });
export type Readiness = z.infer<typeof readinessSchema>;

/** The 503 of `GET /v1/ready`: the error body, with what is not ready yet. */
export const notReadyResponseSchema = apiErrorSchema.extend(readinessSchema.shape);
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;
