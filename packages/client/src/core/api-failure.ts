import type { HttpClientOptions, SignedOutReason } from './http-client-options.js';
import { LookoutApiError, readApiErrorBody } from './lookout-api-error.js';

/** Error titles that mean the session is over: the user is signed out without a notification. */
export const silentSignOutErrors = {
  'Session expired': 'session-expired',
  'Invalid access token': 'invalid-access-token',
} as const satisfies Record<string, SignedOutReason>;

function silentSignOutReason(title: string | undefined): SignedOutReason | undefined {
  return title !== undefined && Object.hasOwn(silentSignOutErrors, title)
    ? silentSignOutErrors[title as keyof typeof silentSignOutErrors]
    : undefined;
}

/** The notification and error of a 429. */
export const tooManyRequests = {
  title: 'Too many requests',
  message: 'Retry in one minute',
} as const;

/** Title and message of a failure whose body says nothing (SPEC §8, generic error toast). */
export const unexplainedFailure = {
  title: 'Server error',
  message: 'Something went wrong',
} as const;

function onLoginPageByDefault(): boolean {
  return typeof location !== 'undefined' && location.pathname.startsWith('/login');
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turns a non-OK answer into the behaviour of SPEC §8 and the error to throw:
 * - 'Session expired' or 'Invalid access token': signs out silently;
 * - 401 off the login page: signs out;
 * - 429: notifies 'Too many requests' / 'Retry in one minute';
 * - anything else: notifies the body's error and message (unless `silent`).
 */
export async function failedResponseError(
  response: Response,
  options: HttpClientOptions,
  silent: boolean,
): Promise<LookoutApiError> {
  const body = readApiErrorBody(await readBody(response));
  const status = response.status;
  const title = body.error ?? (status === 429 ? tooManyRequests.title : unexplainedFailure.title);
  const message =
    body.message ?? (status === 429 ? tooManyRequests.message : unexplainedFailure.message);
  const error = (signedOut = false) =>
    new LookoutApiError({
      status,
      title,
      message,
      code: body.code,
      feature: body.feature,
      signedOut,
    });

  const silentReason = silentSignOutReason(body.error);
  if (silentReason) {
    options.onSignedOut?.(silentReason);
    return error(true);
  }
  if (status === 401 && !(options.isOnLoginPage ?? onLoginPageByDefault)()) {
    options.onSignedOut?.('unauthorized');
    return error(true);
  }
  if (status === 429) {
    options.onNotify?.({ ...tooManyRequests, color: 'red' });
    return new LookoutApiError({ status, ...tooManyRequests });
  }
  if (!silent) options.onNotify?.({ title, message, color: 'red' });
  return error();
}
