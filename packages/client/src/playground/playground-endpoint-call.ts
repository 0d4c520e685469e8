import type { PlaygroundEndpoint } from '@lookout/domain';
import { playgroundAuthHeaders } from './playground-auth-headers.js';

/** What a direct call needs of an endpoint: saved or still being edited. */
export type PlaygroundEndpointTarget = Pick<PlaygroundEndpoint, 'url' | 'auth'> & {
  headers?: PlaygroundEndpoint['headers'] | undefined;
  defaultPayload?: PlaygroundEndpoint['defaultPayload'] | undefined;
};

/** Options of the direct endpoint calls. */
export interface PlaygroundCallOptions {
  /** The fetch implementation; defaults to the global one. */
  fetch?: typeof fetch | undefined;
  signal?: AbortSignal | undefined;
}

function endpointHeaders(endpoint: PlaygroundEndpointTarget, json: boolean): Headers {
  const headers = new Headers(json ? { 'Content-Type': 'application/json' } : {});
  const entries = { ...endpoint.headers, ...playgroundAuthHeaders(endpoint.auth) };
  for (const [name, value] of Object.entries(entries)) headers.set(name, value);
  return headers;
}

/**
 * Checks that a user's endpoint answers: a POST with its headers and auth
 * only, straight from the browser (not through Lookout). Any non-OK status
 * rejects with 'HTTP {status}'.
 * @example await testPlaygroundEndpoint({ url: 'https://api.example.com/chat', auth: null })
 */
export async function testPlaygroundEndpoint(
  endpoint: PlaygroundEndpointTarget,
  options: PlaygroundCallOptions = {},
): Promise<{ status: number }> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const init: RequestInit = { method: 'POST', headers: endpointHeaders(endpoint, false) };
  if (options.signal) init.signal = options.signal;
  const response = await doFetch(endpoint.url, init);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { status: response.status };
}

/**
 * Runs a user's endpoint: POSTs the JSON payload (the endpoint's default
 * payload when none is given) with its headers and auth, and answers the
 * endpoint's JSON. A non-OK status rejects with 'HTTP {status}: {statusText}'.
 * @example const answer = await runPlaygroundEndpoint(endpoint, { messages });
 */
export async function runPlaygroundEndpoint(
  endpoint: PlaygroundEndpointTarget,
  payload: unknown = endpoint.defaultPayload ?? {},
  options: PlaygroundCallOptions = {},
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const init: RequestInit = {
    method: 'POST',
    headers: endpointHeaders(endpoint, true),
    body: JSON.stringify(payload),
  };
  if (options.signal) init.signal = options.signal;
  const response = await doFetch(endpoint.url, init);
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return response.json();
}
