/** Timings of the web app, in milliseconds (SPEC §4, §8, §9). */

/** Toasts sit bottom-right, close after 4 seconds, and at most 5 show at once. */
export const notificationSettings = {
  position: 'bottom-right',
  autoCloseMs: 4000,
  maxVisible: 5,
} as const;

/** Data-fetch cache behaviour shared by every query of the web app. */
export const queryCacheTimings = {
  /** Identical requests within this window share one response. */
  dedupeIntervalMs: 2000,
  /** Refetch on window focus at most this often. */
  focusThrottleMs: 5000,
  /** Wait before retrying a failed request. */
  errorRetryIntervalMs: 5000,
  /** Wait before retrying a failed request on a slow connection. */
  slowConnectionErrorRetryIntervalMs: 10_000,
} as const;

/** Keyboard shortcuts ignore repeats within this window. */
export const shortcutDebounceMs = 10;

/** Updates of state kept in the address query string are throttled this much by default. */
export const queryStateThrottleMs = 50;

/** After a plan change without a checkout page, wait this long before opening the thank-you page. */
export const planUpdatedRedirectDelayMs = 1000;
