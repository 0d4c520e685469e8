import {
  createTemplate,
  createTemplateVersion,
  deleteTemplate,
  duplicateTemplate,
  updateTemplate,
  updateTemplateVersion,
} from '@lookout/client';
import type {
  TemplateContent,
  TemplateExtra,
  TemplateMode,
  TemplateWithVersions,
} from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { promptsKey } from './prompts-queries';

/** Refreshes the list and every template of the project after a change. */
function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promptsKey(projectId) });
}

/** `POST /v1/templates`: a new template (the caller opens it). */
export function useCreatePrompt(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: { slug: string; mode: TemplateMode }) => createTemplate(apiClient, body),
    onSuccess: refresh,
  });
}

/** `PATCH /v1/templates/{id}`: a new slug. */
export function useRenamePrompt(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, slug }: { id: string; slug: string }) =>
      updateTemplate(apiClient, id, { slug }),
    onSuccess: refresh,
  });
}

/** `POST /v1/templates/{id}/duplicate`: a copy named `<slug>-copy` (the server picks a free name). */
export function useDuplicatePrompt(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => duplicateTemplate(apiClient, id),
    onSuccess: refresh,
  });
}

/** `DELETE /v1/templates/{id}`. */
export function useDeletePrompt(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => deleteTemplate(apiClient, id),
    onSuccess: refresh,
  });
}

/** What the editor saves. */
export interface VersionChange {
  content: TemplateContent;
  extra: TemplateExtra;
  notes?: string | null;
}

/**
 * Saves the editor's text: as a draft (`deploy` false) or as a deployed version SDKs receive.
 * A draft on top of the history is updated in place (deploying it turns it into that version);
 * otherwise a new version is made.
 */
export function useSaveVersion(projectId: string, template: TemplateWithVersions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, deploy }: { change: VersionChange; deploy: boolean }) => {
      const newest = template.versions[0];
      const body = { ...change, isDraft: !deploy };
      return newest?.isDraft
        ? updateTemplateVersion(apiClient, newest.id, body)
        : createTemplateVersion(apiClient, template.id, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsKey(projectId) }),
  });
}
