import { LookoutApiError, streamCreationError } from '@lookout/client';
import { describe, expect, it } from 'vitest';
import { cutStreamMessage, providerErrorMessage, thrownRunErrorMessage } from './run-error-message';

const failure = (status: number | null, message: string) =>
  ({ type: 'error', runId: null, status, message, retryable: false }) as const;

describe('providerErrorMessage', () => {
  it('names a refused key, a rate limit, a timeout and an outage', () => {
    expect(providerErrorMessage(failure(401, 'bad key'))).toBe(
      'The provider refused the API key (HTTP 401). Check the key in Settings → Provider keys. bad key',
    );
    expect(providerErrorMessage(failure(429, 'slow down'))).toMatch(
      /^The provider is limiting requests \(HTTP 429\)\. Wait a moment/,
    );
    expect(providerErrorMessage(failure(null, 'Request timed out after 60s'))).toMatch(
      /^The provider did not answer in time/,
    );
    expect(providerErrorMessage(failure(502, 'Bad gateway'))).toMatch(
      /^The provider failed \(HTTP 502\)/,
    );
    expect(providerErrorMessage(failure(400, 'Unknown model gpt-9'))).toBe('Unknown model gpt-9');
  });
});

describe('thrownRunErrorMessage', () => {
  it('keeps the server’s sentence and the stream errors of SPEC §8', () => {
    const refused = new LookoutApiError({
      status: 400,
      title: 'Invalid',
      message: 'extra.model: Choose a model',
    });
    expect(thrownRunErrorMessage(refused)).toBe('extra.model: Choose a model');
    expect(thrownRunErrorMessage(new Error(streamCreationError))).toBe(streamCreationError);
    expect(thrownRunErrorMessage(new Error('The stream sent a line that is not JSON: {"ty'))).toBe(
      cutStreamMessage,
    );
    expect(thrownRunErrorMessage(new TypeError('network error'))).toBe(
      `${cutStreamMessage} (network error)`,
    );
  });
});
