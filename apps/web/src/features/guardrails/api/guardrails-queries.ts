import {
  checkGuardrails,
  createGuardrailPolicy,
  deleteGuardrailPolicy,
  getAnalyticsChart,
  listGuardrailPolicies,
  updateGuardrailPolicy,
} from '@lookout/client';
import type { CreateGuardrailPolicyBody, GuardrailText } from '@lookout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of everything about the guardrails of `projectId`. */
export function guardrailsKey(projectId: string) {
  return ['guardrails', projectId] as const;
}

/** `GET /v1/guardrails/policies`: the project's policies, the default first. */
export function useGuardrailPolicies(projectId: string) {
  return useQuery({
    queryKey: [...guardrailsKey(projectId), 'policies'],
    queryFn: () => listGuardrailPolicies(apiClient, { silent: true }),
  });
}

/** `POST` a new policy, or `PUT` one (with its id). */
export function useSaveGuardrailPolicy(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateGuardrailPolicyBody }) =>
      id ? updateGuardrailPolicy(apiClient, id, body) : createGuardrailPolicy(apiClient, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardrailsKey(projectId) }),
  });
}

/** `DELETE /v1/guardrails/policies/{id}`. */
export function useDeleteGuardrailPolicy(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policyId: string) => deleteGuardrailPolicy(apiClient, policyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardrailsKey(projectId) }),
  });
}

/** `POST /v1/guardrails/check` as the signed-in person: a try, never recorded. */
export function useTryGuardrails() {
  return useMutation({
    mutationFn: (body: { policyId: string; input?: GuardrailText; output?: GuardrailText }) =>
      checkGuardrails(apiClient, body, { silent: true }),
  });
}

/** The daily decisions of the last `days` days (the catalogue chart `guardrails/decisions`). */
export function useGuardrailDecisionsChart(projectId: string, days = 14) {
  return useQuery({
    queryKey: [...guardrailsKey(projectId), 'chart', days],
    queryFn: () => {
      const end = new Date();
      const start = new Date(end.getTime() - (days - 1) * 86_400_000);
      start.setHours(0, 0, 0, 0);
      return getAnalyticsChart(
        apiClient,
        'guardrails/decisions',
        {
          startDate: start.toISOString(),
          endDate: end.toISOString(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          granularity: 'daily',
          filters: '',
        },
        { silent: true },
      );
    },
  });
}
