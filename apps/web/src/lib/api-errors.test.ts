import { LookoutApiError, LookoutNetworkError } from '@lookout/client';
import { describe, expect, it } from 'vitest';
import { errorMessage, isUnreachable } from './api-errors';

describe('errorMessage', () => {
  it("names the server that could not be reached instead of fetch's words", () => {
    expect(errorMessage(new LookoutNetworkError('http://127.0.0.1:3333'))).toBe(
      "Can't reach the Lookout server at http://127.0.0.1:3333",
    );
    const raw = errorMessage(new TypeError('Failed to fetch'));
    expect(raw).toBe(`Can't reach the Lookout server at ${window.location.origin}`);
    expect(raw).not.toContain('Failed to fetch');
  });

  it("gives the server's own sentence when it explained the failure", () => {
    const error = new LookoutApiError({
      status: 409,
      title: 'Conflict',
      message: 'A prompt with this slug exists.',
    });
    expect(errorMessage(error)).toBe('A prompt with this slug exists.');
  });

  it('says the server failed, with its status, when its answer had no explanation', () => {
    const error = new LookoutApiError({
      status: 502,
      title: 'Server error',
      message: 'Something went wrong',
    });
    expect(errorMessage(error)).toBe(
      'The Lookout server failed (HTTP 502) without saying why. Try again in a moment.',
    );
  });

  it('keeps other errors as they are', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe('x is undefined');
    expect(isUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(errorMessage('nope')).toBe('Something went wrong');
  });
});
