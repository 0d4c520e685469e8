import { LookoutApiError, streamCreationError } from '@lookout/client';
import type { PlaygroundChunk } from '@lookout/domain';

/** Shown when the stream closed before its last chunk. */
export const cutStreamMessage =
  'The answer was cut off: the connection closed before the model finished. Run it again.';

/**
 * A provider failure in words a user can act on: a refused key, a rate limit,
 * a timeout or a provider outage, else the provider's own message.
 */
export function providerErrorMessage(chunk: Extract<PlaygroundChunk, { type: 'error' }>): string {
  const { status, message } = chunk;
  if (status === 401 || status === 403) {
    return `The provider refused the API key (HTTP ${status}). Check the key in Settings → Provider keys. ${message}`.trim();
  }
  if (status === 429) {
    return `The provider is limiting requests (HTTP 429). Wait a moment and run again. ${message}`.trim();
  }
  if (status === null && /time(d)?[ -]?out/i.test(message)) {
    return `The provider did not answer in time. Run again or try another model. (${message})`;
  }
  if (status !== null && status >= 500) {
    return `The provider failed (HTTP ${status}). Run again in a moment. ${message}`.trim();
  }
  return message;
}

/** Why a run could not start or broke off, from what the call threw. */
export function thrownRunErrorMessage(error: unknown): string {
  if (error instanceof LookoutApiError) return error.message;
  if (error instanceof Error) {
    if (error.message === streamCreationError) return streamCreationError;
    if (error.message.startsWith('The stream sent a line that is not JSON'))
      return cutStreamMessage;
    if (error instanceof TypeError) return `${cutStreamMessage} (${error.message})`;
    return error.message;
  }
  return String(error);
}
