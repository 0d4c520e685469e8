import { z } from 'zod';
import { editionSchema } from '../entities/plan.js';

/** `GET /v1/version`: the running server's package version and edition. */
export const versionResponseSchema = z.object({
  version: z.string().min(1),
  /** Cloud or self-hosted: decides billing, licence and feedback features in the web app. */
  edition: editionSchema.default('self-hosted'),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
