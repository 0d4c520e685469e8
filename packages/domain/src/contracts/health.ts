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

/**
 * `GET /v1/ready`: readiness. 200 when the database answers and every migration
 * has run; otherwise 503 with an error body carrying the same two fields.
 */
export const readinessSchema = z.object({
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.enum(['current', 'pending', 'unknown']),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** The 503 of `GET /v1/ready`: the error body, with what is not ready yet. */
export const notReadyResponseSchema = apiErrorSchema.extend(readinessSchema.shape);
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;
