import { countRuns } from '@lookout/client';
import type { FilterBar } from '@lookout/filters';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { evaluatorsKey } from './evaluators-queries';

/** The logs filter of the runs one evaluator passed or failed. */
export function resultFilter(evaluatorId: string, result: 'passed' | 'failed'): FilterBar {
  return { operator: 'AND', filters: [{ id: 'evaluations', params: [[evaluatorId], result] }] };
}

/** How many LLM calls an evaluator passed and failed, and the share passed (null before any). */
export interface PassRate {
  passed: number;
  failed: number;
  rate: number | null;
}

/**
 * The pass rate of one evaluator over the LLM calls it graded: two counts through the logs'
 * evaluations filter (`GET /v1/runs/count`), so it is exactly what the logs show.
 */
export function useEvaluatorPassRate(projectId: string, evaluatorId: string) {
  return useQuery({
    queryKey: [...evaluatorsKey(projectId), 'pass-rate', evaluatorId],
    queryFn: async (): Promise<PassRate> => {
      const [passed, failed] = await Promise.all(
        (['passed', 'failed'] as const).map((result) =>
          countRuns(
            apiClient,
            { type: 'llm', filters: resultFilter(evaluatorId, result) },
            { silent: true },
          ),
        ),
      );
      const graded = (passed?.count ?? 0) + (failed?.count ?? 0);
      return {
        passed: passed?.count ?? 0,
        failed: failed?.count ?? 0,
        rate: graded === 0 ? null : (passed?.count ?? 0) / graded,
      };
    },
    staleTime: 30_000,
  });
}
