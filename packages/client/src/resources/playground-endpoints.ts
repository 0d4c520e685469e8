import {
  type CreatePlaygroundEndpointResponse,
  type createPlaygroundEndpointBodySchema,
  createPlaygroundEndpointResponseSchema,
  type ListPlaygroundEndpointsResponse,
  listPlaygroundEndpointsResponseSchema,
  type UpdatePlaygroundEndpointResponse,
  type updatePlaygroundEndpointBodySchema,
  updatePlaygroundEndpointResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

// The saved endpoints; calling one is testPlaygroundEndpoint / runPlaygroundEndpoint.

/** `GET /v1/playground-endpoints`: the selected project's custom endpoints. */
export function listPlaygroundEndpoints(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListPlaygroundEndpointsResponse> {
  return http.get('/playground-endpoints', {
    ...options,
    schema: listPlaygroundEndpointsResponseSchema,
  });
}

/**
 * `POST /v1/playground-endpoints`: name, url, auth, headers, defaultPayload.
 * @example
 * await createPlaygroundEndpoint(http, {
 *   name: 'Staging bot',
 *   url: 'https://staging.example.com/chat',
 *   auth: { type: 'bearer', token: 'sk-…' },
 * });
 */
export function createPlaygroundEndpoint(
  http: HttpClient,
  body: InputOf<typeof createPlaygroundEndpointBodySchema>,
  options?: CallOptions,
): Promise<CreatePlaygroundEndpointResponse> {
  return http.post('/playground-endpoints', body, {
    ...options,
    schema: createPlaygroundEndpointResponseSchema,
  });
}

/** `PUT /v1/playground-endpoints/{id}`: replaces every field. */
export function updatePlaygroundEndpoint(
  http: HttpClient,
  endpointId: string,
  body: InputOf<typeof updatePlaygroundEndpointBodySchema>,
  options?: CallOptions,
): Promise<UpdatePlaygroundEndpointResponse> {
  return http.put(apiPath`/playground-endpoints/${endpointId}`, body, {
    ...options,
    schema: updatePlaygroundEndpointResponseSchema,
  });
}

/** `DELETE /v1/playground-endpoints/{id}`. */
export async function deletePlaygroundEndpoint(
  http: HttpClient,
  endpointId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/playground-endpoints/${endpointId}`, options);
}
