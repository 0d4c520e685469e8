import { describe, expect, it } from 'vitest';
import {
  legacySafariQueryStateThrottleMs,
  notificationSettings,
  planUpdatedRedirectDelayMs,
  queryCacheTimings,
  queryStateThrottleMs,
  safariQueryStateThrottleMs,
  shortcutDebounceMs,
} from './timings.js';

describe('timings of the web app (SPEC §9)', () => {
  it('shows toasts bottom-right for 4 seconds, at most 5 at once', () => {
    expect(notificationSettings).toEqual({
      position: 'bottom-right',
      autoCloseMs: 4000,
      maxVisible: 5,
    });
  });

  it('dedupes requests for 2 s, refetches on focus at most every 5 s, retries after 5 s (10 s when slow)', () => {
    expect(queryCacheTimings).toEqual({
      dedupeIntervalMs: 2000,
      focusThrottleMs: 5000,
      errorRetryIntervalMs: 5000,
      slowConnectionErrorRetryIntervalMs: 10_000,
    });
  });

  it('debounces keyboard shortcuts for 10 ms', () => {
    expect(shortcutDebounceMs).toBe(10);
  });

  it('throttles query-state updates at 50 ms, harder in Safari (120 ms, 320 ms before Safari 17)', () => {
    expect(queryStateThrottleMs).toBe(50);
    expect(safariQueryStateThrottleMs).toBe(120);
    expect(legacySafariQueryStateThrottleMs).toBe(320);
    // Safari allows 100 History API calls per 30 s before version 17, per 10 s
    // from 17 on: a steady stream of updates at these throttles stays under both.
    expect(30_000 / legacySafariQueryStateThrottleMs).toBeLessThanOrEqual(100);
    expect(10_000 / safariQueryStateThrottleMs).toBeLessThanOrEqual(100);
  });

  it('opens the thank-you page 1 second after a plan change without checkout', () => {
    expect(planUpdatedRedirectDelayMs).toBe(1000);
  });
});
