import { listChecklists, listDatasetsV2, listEvaluators, listTemplates } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// What the new-experiment form offers to choose from, each read through the client.

function choicesKey(projectId: string, what: string) {
  return ['experiments', projectId, 'choices', what] as const;
}

/** `GET /v1/datasets-v2`: the datasets an experiment can run over, newest first. */
export function useDatasetChoices(projectId: string) {
  return useQuery({
    queryKey: choicesKey(projectId, 'datasets'),
    queryFn: () => listDatasetsV2(apiClient, {}, { silent: true }),
  });
}

/** `GET /v1/templates`: templates with their versions. */
export function useTemplateChoices(projectId: string) {
  return useQuery({
    queryKey: choicesKey(projectId, 'templates'),
    queryFn: () => listTemplates(apiClient, { silent: true }),
  });
}

/** `GET /v1/evaluators`. */
export function useEvaluatorChoices(projectId: string) {
  return useQuery({
    queryKey: choicesKey(projectId, 'evaluators'),
    queryFn: () => listEvaluators(apiClient, { silent: true }),
  });
}

/** `GET /v1/checklists`: every checklist of the project. */
export function useChecklistChoices(projectId: string) {
  return useQuery({
    queryKey: choicesKey(projectId, 'checklists'),
    queryFn: () => listChecklists(apiClient, undefined, { silent: true }),
  });
}
