import { createHttpClient, type HttpClient } from '@lookout/client';
import { apiClient } from '../../lib/api-client';

/**
 * Who reads a run: the signed-in user (their token and project), or anyone with the link of a
 * shared run (no Authorization header, no project; the server answers only public runs).
 */
export type RunAccess = 'member' | 'public';

/** Reads shared runs as a signed-out visitor; failures are the page's to explain, not toasts. */
export const publicRunClient: HttpClient = createHttpClient({
  getToken: () => null,
  getProjectId: () => null,
});

/** The client for an access mode. */
export function clientFor(access: RunAccess): HttpClient {
  return access === 'public' ? publicRunClient : apiClient;
}
