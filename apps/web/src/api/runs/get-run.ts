import { getRun, getRunTree } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useProjectStore } from '../../stores/project-store';
import { enrichmentsPending } from './enrichments-pending';
import { clientFor, type RunAccess } from './run-access';

/** How often a run with evaluations still pending is read again, in ms. */
export const pendingEvaluationsPollMs = 3000;

/** Query options of one run; read again while an evaluator has yet to grade it. */
export function runQueryOptions(runId: string, access: RunAccess, projectId: string | null) {
  return queryOptions({
    queryKey: ['runs', 'one', access, projectId, runId],
    queryFn: () => getRun(clientFor(access), runId, { silent: true }),
    refetchInterval: (query) => {
      const run = query.state.data;
      if (!run) return false;
      const evaluating = run.evaluations?.some((result) => result.status === 'pending');
      // A member's new run is read again until its enrichments arrive (never for shared runs).
      const enriching = access !== 'public' && enrichmentsPending(run);
      return evaluating || enriching ? pendingEvaluationsPollMs : false;
    },
  });
}

/** Query options of the trace tree a run belongs to. */
export function runTreeQueryOptions(runId: string, access: RunAccess, projectId: string | null) {
  return queryOptions({
    queryKey: ['runs', 'tree', access, projectId, runId],
    queryFn: () => getRunTree(clientFor(access), runId, { silent: true }),
  });
}

/** `GET /v1/runs/{id}`. */
export function useRun(runId: string, access: RunAccess = 'member') {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery(runQueryOptions(runId, access, access === 'public' ? null : projectId));
}

/** `GET /v1/runs/{id}/tree`, only when `enabled` (traces and threads). */
export function useRunTree(runId: string, access: RunAccess = 'member', enabled = true) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    ...runTreeQueryOptions(runId, access, access === 'public' ? null : projectId),
    enabled,
  });
}
