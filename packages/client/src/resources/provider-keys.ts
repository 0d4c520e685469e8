import {
  type ListProviderKeysResponse,
  listProviderKeysResponseSchema,
  type ProviderKey,
  type ProviderKeyProvider,
  type putProviderKeyBodySchema,
  putProviderKeyResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/orgs/provider-keys`: the org's model-provider keys, masked. */
export function listProviderKeys(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListProviderKeysResponse> {
  return http.get('/orgs/provider-keys', { ...options, schema: listProviderKeysResponseSchema });
}

/**
 * `PUT /v1/orgs/provider-keys/{provider}`: sets or replaces the org's key for a
 * provider (owners and admins); answers it masked.
 * @example await putProviderKey(http, 'openai', { apiKey: 'sk-…' });
 */
export function putProviderKey(
  http: HttpClient,
  provider: ProviderKeyProvider,
  body: InputOf<typeof putProviderKeyBodySchema>,
  options?: CallOptions,
): Promise<ProviderKey> {
  return http.put(apiPath`/orgs/provider-keys/${provider}`, body, {
    ...options,
    schema: putProviderKeyResponseSchema,
  });
}

/** `DELETE /v1/orgs/provider-keys/{provider}`. */
export async function deleteProviderKey(
  http: HttpClient,
  provider: ProviderKeyProvider,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/orgs/provider-keys/${provider}`, options);
}
