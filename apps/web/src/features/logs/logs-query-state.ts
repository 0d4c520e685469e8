import {
  type RunListType,
  type RunSortField,
  runListTypes,
  runSortFields,
  type SortDirection,
} from '@lookout/domain';
import { parseSortState, serializeSortState } from '@lookout/filters';

/** The state of the logs page that lives in its URL (besides the filter bar). */
export interface LogsQueryState {
  type: RunListType;
  sortField: RunSortField;
  sortDirection: SortDirection;
  search: string;
  /** The run open in the side panel. */
  selected: string | null;
}

function isListType(value: string | null): value is RunListType {
  return runListTypes.some((type) => type === value);
}

function isSortField(value: string): value is RunSortField {
  return runSortFields.some((field) => field === value);
}

/**
 * Reads the logs page state from its query string; anything missing or unknown takes its
 * default (LLM calls, newest first).
 *
 * @example readLogsQuery(new URLSearchParams('type=trace&sortField=cost')).sortDirection // 'desc'
 */
export function readLogsQuery(params: URLSearchParams): LogsQueryState {
  const type = params.get('type');
  const sort = parseSortState(params, { fields: runSortFields });
  return {
    type: isListType(type) ? type : 'llm',
    sortField: isSortField(sort.sortField) ? sort.sortField : 'createdAt',
    sortDirection: sort.sortDirection,
    search: params.get('search') ?? '',
    selected: params.get('selected'),
  };
}

/** A copy of `params` sorted by `sortField` in `sortDirection` (defaults left out of the URL). */
export function writeSort(
  params: URLSearchParams,
  sortField: RunSortField,
  sortDirection: SortDirection,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sortField');
  next.delete('sortDirection');
  for (const [key, value] of Object.entries(serializeSortState({ sortField, sortDirection }))) {
    next.set(key, value);
  }
  return next;
}

/**
 * The sort after a click on a column header: a new column sorts descending (biggest, newest
 * or last first; names A to Z), the same column flips direction.
 */
export function nextSort(
  current: Pick<LogsQueryState, 'sortField' | 'sortDirection'>,
  field: RunSortField,
): { sortField: RunSortField; sortDirection: SortDirection } {
  if (current.sortField === field) {
    return { sortField: field, sortDirection: current.sortDirection === 'desc' ? 'asc' : 'desc' };
  }
  return {
    sortField: field,
    sortDirection: field === 'name' || field === 'model' ? 'asc' : 'desc',
  };
}

/** A copy of `params` with one value set, or removed when empty. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
