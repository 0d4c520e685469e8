import { listProjectApiKeys, listProjects } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The new account's first project and its public (ingest) key, for the last signup step. */
export async function fetchIngestKey(): Promise<{
  projectId: string;
  projectName: string;
  publicKey: string | null;
}> {
  const [project] = await listProjects(apiClient);
  if (!project) throw new Error('Your account has no project yet. Reload the page to try again.');
  const keys = await listProjectApiKeys(apiClient, project.id);
  const publicKey = keys.find((key) => key.type === 'public')?.key ?? null;
  return { projectId: project.id, projectName: project.name, publicKey };
}

/** Query options of the first project's public key. */
export const ingestKeyQueryOptions = queryOptions({
  queryKey: ['signup', 'ingest-key'],
  queryFn: fetchIngestKey,
});

/** The first project's public key; only while signed in. */
export function useIngestKey(enabled: boolean) {
  return useQuery({ ...ingestKeyQueryOptions, enabled });
}
