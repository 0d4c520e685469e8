import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { timestampSchema } from '../entities/timestamp.js';

/** Providers whose keys the playground's provider layer can use (SPEC §3 connection providers that are not disabled). */
export const providerKeyProviders = [
  'openai',
  'azure_openai',
  'amazon_bedrock',
  'anthropic',
  'x_ai',
  'mistral',
  'openrouter',
  'perplexity',
] as const;
export const providerKeyProviderSchema = z.enum(providerKeyProviders);
export type ProviderKeyProvider = z.infer<typeof providerKeyProviderSchema>;

/**
 * An org's key for one provider as the browser sees it: the secret is stored
 * encrypted and only its last four characters come back.
 */
export const providerKeySchema = z.object({
  id: idSchema,
  provider: providerKeyProviderSchema,
  /** e.g. `sk-…a1b2`. */
  maskedKey: z.string(),
  /** Base URL override (Azure resource, a proxy, a self-hosted gateway). */
  baseUrl: z.string().url().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ProviderKey = z.infer<typeof providerKeySchema>;

/** `GET /v1/orgs/provider-keys`: the org's provider keys, masked. */
export const listProviderKeysResponseSchema = z.array(providerKeySchema);
export type ListProviderKeysResponse = z.infer<typeof listProviderKeysResponseSchema>;

/** `PUT /v1/orgs/provider-keys/{provider}`: sets or replaces the org's key for a provider. */
export const putProviderKeyBodySchema = z.object({
  apiKey: z.string().trim().min(1, 'API key is required').max(4000),
  baseUrl: z
    .string()
    .trim()
    .url('Base URL must be a valid URL')
    .refine((u) => /^https?:\/\//.test(u), 'Base URL must start with http:// or https://')
    .nullable()
    .optional(),
});
export type PutProviderKeyBody = z.infer<typeof putProviderKeyBodySchema>;
export const putProviderKeyResponseSchema = providerKeySchema;

// `DELETE /v1/orgs/provider-keys/{provider}` answers 204.
