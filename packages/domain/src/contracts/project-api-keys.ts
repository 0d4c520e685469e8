import { z } from 'zod';
import { apiKeySchema } from '../entities/api-key.js';

/** `GET /v1/projects/{id}/api-keys`: the project's public and private keys. */
export const listProjectApiKeysResponseSchema = z.array(apiKeySchema);
export type ListProjectApiKeysResponse = z.infer<typeof listProjectApiKeysResponseSchema>;

/** `POST /v1/projects/{id}/api-keys/regenerate`: replaces the private key; the old one stops working. */
export const regeneratePrivateApiKeyResponseSchema = apiKeySchema.extend({
  type: z.literal('private'),
});
export type RegeneratePrivateApiKeyResponse = z.infer<typeof regeneratePrivateApiKeyResponseSchema>;
