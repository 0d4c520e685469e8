import { type DatasetSortOrder, datasetSortOrderSchema } from '@lookout/domain';

/** The datasets list's search and order as the address holds them (`?search=&sort=`). */
export interface DatasetListQuery {
  search: string;
  sort: DatasetSortOrder;
}

/** How each order is offered in the sort select, newest first (the default). */
export const datasetSortLabels: Record<DatasetSortOrder, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
};

/** Reads the list state from the address; an unknown order falls back to newest. */
export function readDatasetListQuery(params: URLSearchParams): DatasetListQuery {
  const sort = datasetSortOrderSchema.safeParse(params.get('sort'));
  return { search: params.get('search') ?? '', sort: sort.success ? sort.data : 'newest' };
}

/**
 * Writes the list state into the address: the search trimmed and left out when empty, the
 * order left out when it is the default.
 */
export function writeDatasetListQuery(
  params: URLSearchParams,
  change: Partial<DatasetListQuery>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.search !== undefined) {
    const search = change.search.trim();
    if (search) next.set('search', search);
    else next.delete('search');
  }
  if (change.sort !== undefined) {
    if (change.sort === 'newest') next.delete('sort');
    else next.set('sort', change.sort);
  }
  return next;
}
