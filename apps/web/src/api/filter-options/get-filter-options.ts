import {
  listExternalUsers,
  listFilterEvaluators,
  listFilterMetadata,
  listFilterTemplates,
  listFilterValues,
} from '@lookout/client';
import type { FilterOption, FilterOptionSource } from '@lookout/filters';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useProjectStore } from '../../stores/project-store';

/** How many end users a users filter offers at once; the search box reaches the others. */
export const userOptionsLimit = 100;

/** Whether a source's choices are searched on the server as the user types (end users). */
export function isSearchedSource(source: FilterOptionSource | undefined): boolean {
  return source === 'users';
}

/**
 * The choices of a dynamic filter parameter, from the selected project:
 * `/v1/filters/*` for names, the end users list for users (their own ids), searched on the
 * server by `search` (id, name, email…) so any end user can be picked.
 */
export async function fetchFilterOptions(
  source: FilterOptionSource,
  search = '',
): Promise<FilterOption[]> {
  const named = (values: string[]) => values.map((value) => ({ value, label: value }));
  switch (source) {
    case 'models':
    case 'custom-events':
    case 'names':
    case 'tags':
    case 'topics':
      return named(await listFilterValues(apiClient, source));
    case 'metadata':
      return named(await listFilterMetadata(apiClient));
    case 'templates': {
      const templates = await listFilterTemplates(apiClient);
      return templates.map((template) => ({ value: template.id, label: template.slug }));
    }
    case 'evaluators':
      // Already `{value: id, label: name}`: the filter keeps the id, the editor shows the name.
      return listFilterEvaluators(apiClient);
    case 'users': {
      const users = await listExternalUsers(apiClient, {
        search: search || undefined,
        limit: userOptionsLimit,
        sortField: 'lastSeen',
      });
      return users.data.map((user) => ({ value: user.externalId, label: user.externalId }));
    }
  }
}

/**
 * The choices of a dynamic parameter, loaded when its editor shows; for a searched source,
 * those matching `search` (the previous choices stay while the next ones load).
 */
export function useFilterOptions(source: FilterOptionSource | undefined, search = '') {
  const projectId = useProjectStore((state) => state.projectId);
  const searched = isSearchedSource(source) ? search.trim() : '';
  return useQuery({
    queryKey: ['filter-options', projectId, source, searched],
    queryFn: () => fetchFilterOptions(source ?? 'models', searched),
    enabled: source !== undefined,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
