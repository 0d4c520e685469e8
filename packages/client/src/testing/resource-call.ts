import type { HttpClient } from '../core/http-client.js';
import { type CannedAnswer, createFakeApi } from './fake-api.js';

// Test support: what one resource function sent, and what it answered.

/** The request a resource function made and its result, flattened for `toMatchObject`. */
export interface ObservedCall {
  method: string;
  /** The URL path, with `/v1` when it has one. */
  path: string;
  /** `projectId` of the query, null when none was sent. */
  projectId: string | null;
  /** Every query parameter but projectId. */
  query: Record<string, string>;
  body: unknown;
  result: unknown;
}

/** One row of a resource test table: a call, the server's answer, and what should be seen. */
export interface ResourceCase {
  name: string;
  run: (http: HttpClient) => Promise<unknown>;
  /** The JSON the fake server answers; none means 204. */
  answer?: unknown;
  expected: Partial<ObservedCall>;
}

/** Runs `call` against a fake server that answers `answer`, and reports what happened. */
export async function observeCall(
  call: (http: HttpClient) => Promise<unknown>,
  answer: CannedAnswer = {},
): Promise<ObservedCall> {
  const { http, calls } = createFakeApi(answer);
  const result = await call(http);
  const [sent] = calls;
  if (!sent || calls.length !== 1) throw new Error(`Expected one call, saw ${calls.length}`);
  const query = Object.fromEntries(sent.url.searchParams);
  delete query.projectId;
  return {
    method: sent.method,
    path: sent.url.pathname,
    projectId: sent.url.searchParams.get('projectId'),
    query,
    body: sent.body,
    result,
  };
}

/** Observes one row of a resource test table. */
export function observeCase(row: ResourceCase): Promise<ObservedCall> {
  return observeCall(row.run, { body: row.answer });
}
