import {
  appliedFilterString,
  filtersParam,
  readFilterBar,
} from '../../components/filter-bar/filter-bar-url';

/**
 * Whether the filters applied on the logs page differ from a saved view's filters, both
 * compared the way the server receives them (complete, valid filters only).
 *
 * @example viewFiltersDiffer('models=gpt-4o', 'models=gpt-4o') // false
 */
export function viewFiltersDiffer(viewData: string, applied: string): boolean {
  const saved = appliedFilterString(
    readFilterBar(new URLSearchParams({ [filtersParam]: viewData })),
  );
  return saved !== applied;
}
