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

/**
 * Updates of state kept in the address query string are throttled this much by
 * default: in Chromium- and Gecko-based browsers (Chrome, Edge, Firefox).
 */
export const queryStateThrottleMs = 50;

/*
 * Safari rate-limits the History API (pushState/replaceState) and throws once
 * a page exceeds it: 100 calls per 30 seconds before Safari 17, per 10 seconds
 * from Safari 17 on. Query-state updates there are throttled harder, as the
 * nuqs library does for the same reason.
 */

/** Query-state throttle in Safari 17 and later. */
export const safariQueryStateThrottleMs = 120;

/** Query-state throttle in Safari before 17, or a Safari whose version cannot be read. */
export const legacySafariQueryStateThrottleMs = 320;

/** After a plan change without a checkout page, wait this long before opening the thank-you page. */
export const planUpdatedRedirectDelayMs = 1000;
