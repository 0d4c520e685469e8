import { z } from 'zod';

/** Public keys may only ingest (safe in a browser); private keys also read through the API. */
export const apiKeyTypes = ['public', 'private'] as const;
export const apiKeyTypeSchema = z.enum(apiKeyTypes);
export type ApiKeyType = z.infer<typeof apiKeyTypeSchema>;

/** One API key of a project. */
export const apiKeySchema = z.object({
  type: apiKeyTypeSchema,
  key: z.string().min(1),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
