/**
 * A call that never got an answer: the server is down, the address is wrong or the network is
 * off. Its message names the server's origin in words a user can act on, where `fetch` itself
 * only says "Failed to fetch".
 * @example
 * catch (error) { if (error instanceof LookoutNetworkError) showRetry(error.message); }
 */
export class LookoutNetworkError extends Error {
  /** The origin that could not be reached, for example `http://127.0.0.1:3333`. */
  readonly origin: string;

  constructor(origin: string, options?: { cause?: unknown }) {
    super(`Can't reach the Lookout server at ${origin}`, options);
    this.name = 'LookoutNetworkError';
    this.origin = origin;
  }
}

/** The origin of `baseUrl`, or of the page for same-origin calls. */
export function serverOrigin(baseUrl: string): string {
  if (baseUrl) {
    try {
      return new URL(baseUrl).origin;
    } catch {
      return baseUrl;
    }
  }
  return typeof location !== 'undefined' ? location.origin : 'its address';
}

/** True when `error` is the caller's own abort, which is not a network failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** True for a call that failed before the server answered. */
export function isNetworkError(error: unknown): error is LookoutNetworkError {
  return error instanceof LookoutNetworkError;
}
