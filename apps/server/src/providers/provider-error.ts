/** What went wrong with a provider call, in the words the playground shows. */
export type ProviderFailure =
  | 'unauthorized'
  | 'rate_limited'
  | 'provider_error'
  | 'bad_request'
  | 'timeout'
  | 'stream_cut'
  | 'unreachable'
  /** The base URL's host is a private address the server's outbound policy refuses: nothing was sent. */
  | 'address_refused';

/** A provider call that failed, normalised across providers and libraries. */
export class ProviderCallError extends Error {
  override name = 'ProviderCallError';
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** The provider's HTTP status when it answered one. */
    readonly status: number | null,
    /** Trying again later may work (rate limits, provider outages, timeouts, cut streams). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The provider answered, then the connection broke before the end of the stream. */
export function streamCutError(providerName: string): ProviderCallError {
  return new ProviderCallError(
    'stream_cut',
    `The connection to ${providerName} broke before the answer was complete. Try again.`,
    null,
    true,
  );
}

interface ApiCallErrorLike {
  statusCode?: number;
  responseBody?: string;
  message: string;
}

function providerMessage(error: ApiCallErrorLike): string {
  try {
    const body = JSON.parse(error.responseBody ?? '') as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // not JSON: fall back to the library's message
  }
  return error.message;
}

function isApiCallError(error: unknown): error is ApiCallErrorLike {
  return (
    error instanceof Error &&
    (error.name === 'AI_APICallError' || 'statusCode' in error || 'responseBody' in error)
  );
}

/**
 * The normalised form of anything a provider call threw. `providerName` names
 * the provider in the messages ("OpenAI refused the API key…").
 */
export function toProviderCallError(error: unknown, providerName: string): ProviderCallError {
  if (error instanceof ProviderCallError) return error;
  const cause =
    error instanceof Error && error.name === 'AI_RetryError'
      ? (error as Error & { lastError?: unknown }).lastError
      : error;
  // A 2xx status here means the answer started and then broke: not the provider refusing.
  if (isApiCallError(cause) && typeof cause.statusCode === 'number' && cause.statusCode >= 400) {
    const status = cause.statusCode;
    const detail = providerMessage(cause);
    if (status === 401 || status === 403)
      return new ProviderCallError(
        'unauthorized',
        `${providerName} refused the API key (HTTP ${status}): ${detail}. Check the key in Settings → Providers.`,
        status,
        false,
      );
    if (status === 429)
      return new ProviderCallError(
        'rate_limited',
        `${providerName} is rate limiting requests (HTTP 429): ${detail}. Try again in a moment.`,
        status,
        true,
      );
    if (status >= 500)
      return new ProviderCallError(
        'provider_error',
        `${providerName} failed (HTTP ${status}): ${detail}. Try again later.`,
        status,
        true,
      );
    return new ProviderCallError(
      'bad_request',
      `${providerName} refused the request (HTTP ${status}): ${detail}`,
      status,
      false,
    );
  }
  if (isApiCallError(cause) && typeof cause.statusCode === 'number') {
    return streamCutError(providerName);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderCallError(
    'unreachable',
    `Could not reach ${providerName}: ${message}`,
    null,
    true,
  );
}
