import { ProviderCallError } from '../providers/provider-error.js';

/** How a failing model call is tried again: attempts in all, and the first wait (doubled each time). */
export interface ProviderRetry {
  attempts: number;
  firstDelayMs: number;
}

/** Three attempts, waiting 0.5 s then 1 s: a rate limit or a provider hiccup usually passes. */
export const defaultProviderRetry: ProviderRetry = { attempts: 3, firstDelayMs: 500 };

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Runs `call`, trying again after a growing wait when it fails with a
 * retryable provider error (timeout, 429, 5xx, a cut stream); any other
 * failure, or the last attempt's, is thrown. An abort of `signal` ends the
 * wait (the abort's reason is thrown) but never a call under way.
 */
export async function withProviderRetries<T>(
  call: () => Promise<T>,
  retry: ProviderRetry,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const retryable = error instanceof ProviderCallError && error.retryable;
      if (!retryable || attempt >= retry.attempts) throw error;
    }
    await sleep(retry.firstDelayMs * 2 ** (attempt - 1), signal);
  }
}
