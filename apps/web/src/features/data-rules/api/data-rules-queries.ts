import { createRule, deleteRule, listRules, previewRule } from '@lookout/client';
import type { PreviewRuleBody, RuleSettings } from '@lookout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of a project's rules. */
export function rulesKey(projectId: string) {
  return ['data-rules', projectId] as const;
}

/** `GET /v1/projects/{id}/rules`: the project's masking and filtering rules, oldest first. */
export function useRules(projectId: string) {
  return useQuery({
    queryKey: rulesKey(projectId),
    queryFn: () => listRules(apiClient, projectId, { silent: true }),
  });
}

/** `POST /v1/projects/{id}/rules`. Errors stay with the form (silent). */
export function useCreateRule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleSettings) => createRule(apiClient, projectId, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey(projectId) }),
  });
}

/** `DELETE /v1/projects/{id}/rules?ruleId=`. */
export function useDeleteRule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => deleteRule(apiClient, projectId, ruleId, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey(projectId) }),
  });
}

/**
 * `POST /v1/projects/{id}/rules/preview`: what `settings` would do to the most recent runs;
 * null settings (an incomplete form) ask nothing. The last answer stays while the next loads.
 */
export function useRulePreview(projectId: string, settings: PreviewRuleBody | null) {
  return useQuery({
    queryKey: [...rulesKey(projectId), 'preview', settings] as const,
    queryFn: () => previewRule(apiClient, projectId, settings as PreviewRuleBody, { silent: true }),
    enabled: settings !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
