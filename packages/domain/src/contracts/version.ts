import { z } from 'zod';

/** `GET /v1/version`: the running server's package version. */
export const versionResponseSchema = z.object({
  version: z.string().min(1),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
