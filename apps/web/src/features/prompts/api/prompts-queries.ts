import { getTemplate, listTemplates } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of everything prompts of `projectId` (the list and each template). */
export function promptsKey(projectId: string) {
  return ['prompts', projectId] as const;
}

export function promptListKey(projectId: string) {
  return [...promptsKey(projectId), 'list'] as const;
}

export function promptKey(projectId: string, templateId: string) {
  return [...promptsKey(projectId), 'one', templateId] as const;
}

/** `GET /v1/templates`: the project's templates with their versions. */
export function usePromptList(projectId: string) {
  return useQuery({
    queryKey: promptListKey(projectId),
    queryFn: () => listTemplates(apiClient, { silent: true }),
  });
}

/** `GET /v1/templates/{id}`: one template with its versions, newest first. */
export function usePrompt(projectId: string, templateId: string) {
  return useQuery({
    queryKey: promptKey(projectId, templateId),
    queryFn: () => getTemplate(apiClient, templateId, { silent: true }),
  });
}
