import { listProjectApiKeys } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The project's public key and, when the user may see it, its private key. */
export function useProjectKeys(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'api-keys'],
    queryFn: () => listProjectApiKeys(apiClient, projectId),
    select: (keys) => ({
      publicKey: keys.find((key) => key.type === 'public')?.key ?? null,
      privateKey: keys.find((key) => key.type === 'private')?.key ?? null,
    }),
  });
}
