import {
  type GetJoinDataResponse,
  getJoinDataResponseSchema,
  type JoinResponse,
  type joinBodySchema,
  joinResponseSchema,
  type LoginResponse,
  type loginBodySchema,
  loginResponseSchema,
  type ResetPasswordResponse,
  type requestPasswordResetBodySchema,
  type resetPasswordBodySchema,
  resetPasswordResponseSchema,
  type SignupResponse,
  type signupBodySchema,
  signupResponseSchema,
  type verifyEmailBodySchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

// Paths under /auth carry no /v1 prefix and no projectId.

/** `POST /auth/signup`: creates the user, their org and a first project; answers the session token. */
export function signup(
  http: HttpClient,
  body: InputOf<typeof signupBodySchema>,
  options?: CallOptions,
): Promise<SignupResponse> {
  return http.post('/auth/signup', body, { ...options, schema: signupResponseSchema });
}

/**
 * `POST /auth/login`: answers the session token.
 * @example const { token } = await login(http, { email: 'ada@example.com', password: '…' });
 */
export function login(
  http: HttpClient,
  body: InputOf<typeof loginBodySchema>,
  options?: CallOptions,
): Promise<LoginResponse> {
  return http.post('/auth/login', body, { ...options, schema: loginResponseSchema });
}

/** `POST /auth/logout`: ends the session on the server. */
export async function logout(http: HttpClient, options?: CallOptions): Promise<void> {
  await http.post('/auth/logout', undefined, options);
}

/** `POST /auth/request-password-reset`: emails a reset link (whether or not the address exists). */
export async function requestPasswordReset(
  http: HttpClient,
  body: InputOf<typeof requestPasswordResetBodySchema>,
  options?: CallOptions,
): Promise<void> {
  await http.post('/auth/request-password-reset', body, options);
}

/** `POST /auth/reset-password`: sets the new password from the emailed token and signs in. */
export function resetPassword(
  http: HttpClient,
  body: InputOf<typeof resetPasswordBodySchema>,
  options?: CallOptions,
): Promise<ResetPasswordResponse> {
  return http.post('/auth/reset-password', body, {
    ...options,
    schema: resetPasswordResponseSchema,
  });
}

/** `POST /auth/verify-email`: confirms the email address from the emailed token. */
export async function verifyEmail(
  http: HttpClient,
  body: InputOf<typeof verifyEmailBodySchema>,
  options?: CallOptions,
): Promise<void> {
  await http.post('/auth/verify-email', body, options);
}

/** `GET /auth/join-data?token=`: the org, email and role of an invitation, for the join screen. */
export function getJoinData(
  http: HttpClient,
  token: string,
  options?: CallOptions,
): Promise<GetJoinDataResponse> {
  return http.get('/auth/join-data', {
    ...options,
    query: { token },
    schema: getJoinDataResponseSchema,
  });
}

/** `POST /auth/join`: accepts an invitation, creating the account; answers the session token. */
export function join(
  http: HttpClient,
  body: InputOf<typeof joinBodySchema>,
  options?: CallOptions,
): Promise<JoinResponse> {
  return http.post('/auth/join', body, { ...options, schema: joinResponseSchema });
}
