/** One test or run of an endpoint made in this session. */
export interface EndpointCall {
  id: number;
  kind: 'test' | 'run';
  endpointName: string;
  /** When it was made (ISO). */
  at: string;
  payload: unknown;
  /** The JSON answer of a run, or the status of a test. */
  result: unknown;
  /** 'HTTP {status}' (test) or 'HTTP {status}: {statusText}' (run), or a network failure. */
  error: string | null;
  durationMs: number;
}

let nextId = 0;

/**
 * Times `call` and records its outcome as a history entry; a failure is kept
 * as its message, never thrown.
 */
export async function recordCall(
  kind: EndpointCall['kind'],
  endpointName: string,
  payload: unknown,
  call: () => Promise<unknown>,
): Promise<EndpointCall> {
  const started = performance.now();
  const entry = {
    id: Date.now() * 1000 + (++nextId % 1000),
    kind,
    endpointName,
    at: new Date().toISOString(),
    payload,
  };
  try {
    const result = await call();
    return { ...entry, result, error: null, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // fetch says only "Failed to fetch" when the browser blocks the call (CORS, DNS, refused).
    const explained =
      error instanceof TypeError
        ? `${message}: the endpoint could not be reached from this browser (is it up, and does it allow this origin by CORS?)`
        : message;
    return {
      ...entry,
      result: null,
      error: explained,
      durationMs: Math.round(performance.now() - started),
    };
  }
}
