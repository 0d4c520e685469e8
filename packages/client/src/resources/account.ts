import {
  type GetCurrentOrgResponse,
  type GetCurrentUserResponse,
  getCurrentOrgResponseSchema,
  getCurrentUserResponseSchema,
  type sendVerificationBodySchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/users/me`: the signed-in user. */
export function getCurrentUser(
  http: HttpClient,
  options?: CallOptions,
): Promise<GetCurrentUserResponse> {
  return http.get('/users/me', { ...options, schema: getCurrentUserResponseSchema });
}

/** `GET /v1/users/me/org`: the signed-in user's org, with its users. */
export function getCurrentOrg(
  http: HttpClient,
  options?: CallOptions,
): Promise<GetCurrentOrgResponse> {
  return http.get('/users/me/org', { ...options, schema: getCurrentOrgResponseSchema });
}

/**
 * `POST /v1/users/send-verification`: emails the verification link again.
 * @example await sendVerificationEmail(http, { email: user.email, name: user.name });
 */
export async function sendVerificationEmail(
  http: HttpClient,
  body: InputOf<typeof sendVerificationBodySchema>,
  options?: CallOptions,
): Promise<void> {
  await http.post('/users/send-verification', body, options);
}
