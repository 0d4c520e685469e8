import { LookoutApiError, LookoutNetworkError, serverOrigin } from '@lookout/client';

/** What browsers' fetch says when no answer came: Chromium, Firefox, Safari. */
const fetchFailure =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** True for an error the server answered (with its status, title, message and code). */
export function isApiError(error: unknown): error is LookoutApiError {
  return error instanceof LookoutApiError;
}

/**
 * True when the server could not be reached at all: the client's network error, or a raw
 * `fetch` failure from code that called fetch itself.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof LookoutNetworkError ||
    (error instanceof TypeError && fetchFailure.test(error.message))
  );
}

/**
 * The message to show for any failure, in words a user can act on: "Can't reach the Lookout
 * server at …" when no answer came (never "Failed to fetch"), the server's sentence when it
 * gave one, the status when it gave none.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof LookoutNetworkError) return error.message;
  if (isUnreachable(error)) return new LookoutNetworkError(serverOrigin('')).message;
  if (isApiError(error) && error.status >= 500 && error.message === 'Something went wrong') {
    return `The Lookout server failed (HTTP ${error.status}) without saying why. Try again in a moment.`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
