import { getPublicRun, getPublicRunTree } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { publicRunClient } from '../../../api/runs/run-access';

/** `GET /v1/runs/{id}` signed out: what a shared run shows (input, output, timing). */
export function usePublicRun(runId: string) {
  return useQuery({
    queryKey: ['runs', 'public', runId],
    queryFn: () => getPublicRun(publicRunClient, runId, { silent: true }),
  });
}

/** `GET /v1/runs/{id}/tree` signed out: the shared run and the runs under it. */
export function usePublicRunTree(runId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['runs', 'public-tree', runId],
    queryFn: () => getPublicRunTree(publicRunClient, runId, { silent: true }),
    enabled,
  });
}
