import { defaultSortState, type SortDirection, type SortState } from '@lookout/domain';

/** Something query parameters can be read from: `URLSearchParams`, or a plain record. */
export type SortQuerySource =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Options of {@link parseSortState}. */
export interface SortStateParseOptions {
  /** Fields the list can sort by; any other field falls back to the default. */
  readonly fields?: readonly string[];
}

function readParam(source: SortQuerySource, name: string): string | undefined {
  if (typeof source.get === 'function') return source.get(name) ?? undefined;
  const value = (source as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * Writes a sort state as query parameters (`sortField`, `sortDirection`),
 * leaving out those at their default (createdAt, desc) so default URLs stay
 * clean. The record can be passed to `new URLSearchParams(...)`.
 * @example serializeSortState({ sortField: 'cost', sortDirection: 'desc' }) // { sortField: 'cost' }
 */
export function serializeSortState(sort: SortState): Record<string, string> {
  const query: Record<string, string> = {};
  if (sort.sortField !== defaultSortState.sortField) query.sortField = sort.sortField;
  if (sort.sortDirection !== defaultSortState.sortDirection)
    query.sortDirection = sort.sortDirection;
  return query;
}

/**
 * Reads a sort state from query parameters. A missing or empty field, or one
 * outside `fields` when given, falls back to createdAt; a direction other than
 * `asc` or `desc` falls back to desc. Never throws.
 * @example parseSortState(new URLSearchParams('sortDirection=asc')) // { sortField: 'createdAt', sortDirection: 'asc' }
 */
export function parseSortState(
  source: SortQuerySource,
  options: SortStateParseOptions = {},
): SortState {
  const field = readParam(source, 'sortField');
  const direction = readParam(source, 'sortDirection');
  const fieldAllowed = field && (!options.fields || options.fields.includes(field));
  return {
    sortField: fieldAllowed ? field : defaultSortState.sortField,
    sortDirection:
      direction === 'asc' || direction === 'desc'
        ? (direction satisfies SortDirection)
        : defaultSortState.sortDirection,
  };
}
