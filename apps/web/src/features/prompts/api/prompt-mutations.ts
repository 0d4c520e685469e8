import {
  createTemplate,
  createTemplateVersion,
  deleteTemplate,
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
import { promptKey, promptsKey } from './prompts-queries';

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

/**
 * A copy of a template under `slug`: a new template whose first version is a draft of the
 * original's newest version, so nothing is served to SDKs until someone deploys it.
 */
export function useDuplicatePrompt(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: async ({ source, slug }: { source: TemplateWithVersions; slug: string }) => {
      const copy = await createTemplate(apiClient, { slug, mode: source.mode });
      const newest = source.versions[0];
      if (newest) {
        await createTemplateVersion(apiClient, copy.id, {
          content: newest.content,
          extra: newest.extra,
          isDraft: true,
        });
      }
      return copy;
    },
    onSettled: refresh,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: promptKey(projectId, template.id) }),
  });
}
