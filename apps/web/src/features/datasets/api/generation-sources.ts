import { listTemplates } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /v1/templates`: the prompts whose versions can generate an expected output. */
export function useTemplatesForGeneration(projectId: string) {
  return useQuery({
    queryKey: ['datasets', projectId, 'templates'],
    queryFn: () => listTemplates(apiClient, { silent: true }),
  });
}
