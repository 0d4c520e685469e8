import type { View } from '@lookout/domain';

/**
 * Where a saved view opens (SPEC §2): the logs of its type with its filters, and its id so the
 * sidebar highlights it.
 *
 * @example viewLink({ id: 'v1', data: 'models=gpt-4o', type: 'llm' }) // '/logs?view=v1&filters=models%3Dgpt-4o&type=llm'
 */
export function viewLink(view: Pick<View, 'id' | 'data' | 'type'>): string {
  const params = new URLSearchParams({ view: view.id });
  if (view.data) params.set('filters', view.data);
  params.set('type', view.type);
  return `/logs?${params.toString()}`;
}

/**
 * The views whose name holds `search` (any case), sorted by name.
 *
 * @example searchViews(views, 'ERR').map((view) => view.name) // ['Errors', 'Slow errors']
 */
export function searchViews<T extends Pick<View, 'name'>>(
  views: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return views
    .filter((view) => view.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
