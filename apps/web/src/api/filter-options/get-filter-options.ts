import {
  listExternalUsers,
  listFilterMetadata,
  listFilterTemplates,
  listFilterValues,
} from '@lookout/client';
import type { FilterOption, FilterOptionSource } from '@lookout/filters';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useProjectStore } from '../../stores/project-store';

/**
 * The choices of a dynamic filter parameter, from the selected project:
 * `/v1/filters/*` for names, the end users list for users (their own ids).
 */
export async function fetchFilterOptions(source: FilterOptionSource): Promise<FilterOption[]> {
  const named = (values: string[]) => values.map((value) => ({ value, label: value }));
  switch (source) {
    case 'models':
    case 'custom-events':
    case 'tags':
    case 'topics':
      return named(await listFilterValues(apiClient, source));
    case 'metadata':
      return named(await listFilterMetadata(apiClient));
    case 'templates': {
      const templates = await listFilterTemplates(apiClient);
      return templates.map((template) => ({ value: template.id, label: template.slug }));
    }
    case 'users': {
      const users = await listExternalUsers(apiClient, { limit: 100, sortField: 'lastSeen' });
      return users.data.map((user) => ({ value: user.externalId, label: user.externalId }));
    }
  }
}

/** The choices of a dynamic parameter, loaded when its editor shows. */
export function useFilterOptions(source: FilterOptionSource | undefined) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['filter-options', projectId, source],
    queryFn: () => fetchFilterOptions(source ?? 'models'),
    enabled: source !== undefined,
    staleTime: 30_000,
  });
}
