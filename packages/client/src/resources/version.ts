import { type VersionResponse, versionResponseSchema } from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';

/**
 * `GET /v1/version`: the running server's version.
 * @example const { version } = await getVersion(http);
 */
export function getVersion(http: HttpClient, options?: CallOptions): Promise<VersionResponse> {
  return http.get('/version', { ...options, schema: versionResponseSchema });
}
