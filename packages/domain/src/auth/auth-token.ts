import { decodeBase64Url } from './base64url.js';

/** The claims of an auth token (a JWT payload). */
export type AuthTokenClaims = Record<string, unknown>;

/** Error messages of `parseAuthToken`, one per way a token can be malformed (SPEC §5). */
export const authTokenErrors = {
  invalid: 'Invalid JWT',
  missingPayload: 'JWTs must contain a payload',
  badBase64: 'Failed to base64url decode the payload',
  badJson: 'Failed to parse the decoded payload as JSON',
  notAnObject: 'Invalid JWT Claims Set',
} as const;

/**
 * Reads the claims of an auth token without verifying its signature; only the
 * server can do that. Throws an Error with one of `authTokenErrors` when the
 * token is not three dot-separated parts with a base64url JSON-object payload.
 *
 * @example parseAuthToken(token).email
 */
export function parseAuthToken(token: string): AuthTokenClaims {
  if (typeof token !== 'string') throw new Error(authTokenErrors.invalid);
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(authTokenErrors.invalid);
  const payload = parts[1];
  if (!payload) throw new Error(authTokenErrors.missingPayload);

  const json = decodeBase64Url(payload);
  if (json === undefined) throw new Error(authTokenErrors.badBase64);

  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    throw new Error(authTokenErrors.badJson);
  }
  if (!isPlainObject(claims)) throw new Error(authTokenErrors.notAnObject);
  return claims;
}

/**
 * Whether a stored auth token keeps the user signed in: it parses and its
 * `exp` claim (seconds since the epoch) lies after `now` (milliseconds).
 *
 * @example isSignedIn(storedToken, Date.now())
 */
export function isSignedIn(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = parseAuthToken(token);
    return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now;
  } catch {
    return false;
  }
}

/**
 * The email claim of a stored auth token, to prefill the login form; undefined
 * when the token is missing, malformed or has no email.
 *
 * @example authTokenEmail(token) // 'ada@example.com'
 */
export function authTokenEmail(token: string | null | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const { email } = parseAuthToken(token);
    return typeof email === 'string' && email.length > 0 ? email : undefined;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is AuthTokenClaims {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
