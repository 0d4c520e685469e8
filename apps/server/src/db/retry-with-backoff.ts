/** Waits between attempts: doubling from the first, never longer than the cap. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/**
 * Runs `task` until it succeeds, waiting longer after each failure (up to
 * `backoff.maxMs`) and telling `onFailure` why. Rejects only when `signal`
 * aborts (with the signal's reason), so a stopping server does not wait for it.
 */
export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  {
    backoff,
    signal,
    onFailure,
  }: {
    backoff: Backoff;
    signal: AbortSignal;
    onFailure: (error: unknown, retryInMs: number) => void;
  },
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    signal.throwIfAborted();
    try {
      return await task();
    } catch (error) {
      signal.throwIfAborted();
      const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(attempt, 20));
      onFailure(error, delay);
      await sleep(delay, signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
