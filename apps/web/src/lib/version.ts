import { getVersion } from '@lookout/client';
import type { Edition } from '@lookout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** `GET /v1/version`: the running server's version and edition. */
export const versionQueryOptions = queryOptions({
  queryKey: ['version'],
  queryFn: () => getVersion(apiClient, { silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The running server's version and edition. */
export function useVersion() {
  return useQuery(versionQueryOptions);
}

/**
 * The server's edition, once known (undefined while the version loads). A
 * server that cannot say is treated as self-hosted rather than blocking the app.
 */
export function useEdition(): Edition | undefined {
  const version = useVersion();
  return version.isError ? 'self-hosted' : version.data?.edition;
}
