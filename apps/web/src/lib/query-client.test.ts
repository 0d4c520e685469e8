import { LookoutApiError, LookoutNetworkError } from '@lookout/client';
import { describe, expect, it } from 'vitest';
import { refetchWhileUnreachable, shouldRetry } from './query-client';

const unreachable = new LookoutNetworkError('http://127.0.0.1:3333');
const failedState = (error: unknown) => ({ state: { status: 'error', error } }) as never;

describe('shouldRetry', () => {
  it('shows an unreachable server at once instead of waiting for a retry', () => {
    expect(shouldRetry(0, unreachable)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('retries a server failure once and a clear refusal never', () => {
    const failed = new LookoutApiError({ status: 500, title: 'Server error', message: 'x' });
    const refused = new LookoutApiError({ status: 404, title: 'Not found', message: 'x' });
    expect(shouldRetry(0, failed)).toBe(true);
    expect(shouldRetry(1, failed)).toBe(false);
    expect(shouldRetry(0, refused)).toBe(false);
  });
});

describe('refetchWhileUnreachable', () => {
  it('keeps asking in the background every 5 s while the server cannot be reached', () => {
    expect(refetchWhileUnreachable(failedState(unreachable))).toBe(5_000);
  });

  it('does not poll a read that succeeded or failed for another reason', () => {
    expect(refetchWhileUnreachable({ state: { status: 'success', error: null } } as never)).toBe(
      false,
    );
    expect(
      refetchWhileUnreachable(
        failedState(new LookoutApiError({ status: 403, title: 'Forbidden', message: 'x' })),
      ),
    ).toBe(false);
  });
});
