import type { FilterBar } from '@lookout/filters';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  appliedFilterString,
  filtersParam,
  type IgnoredFilter,
  ignoredFilters,
  readFilterBar,
  withoutBrokenFilters,
  writeFilterBar,
} from './filter-bar-url';

/** How a change reaches the browser history. */
export interface FilterBarChangeOptions {
  /**
   * Replace the current history entry instead of adding one. Value edits replace
   * (typing does not fill the history); adding or removing a filter and switching
   * AND/OR add an entry, so Back undoes them.
   */
  replace?: boolean;
}

/** The filter bar kept in the URL, and the way to change it. */
export interface FilterBarUrlState {
  /** The bar as the user sees it, drafts included. */
  bar: FilterBar;
  /** The filter string of its complete filters, for the server. */
  applied: string;
  /** What of the URL's filters is not applied, and why (shown next to the bar). */
  ignored: IgnoredFilter[];
  setBar: (bar: FilterBar, options?: FilterBarChangeOptions) => void;
  /** Rewrites the URL without what was ignored. */
  dismissIgnored: () => void;
}

/**
 * The filter bar lives in `?filters=` (SPEC §2, §4): reading it on every render
 * means Back and Forward restore the bar the user had, and a shared link opens
 * the same bar. Other query parameters are kept.
 */
export function useFilterBarUrl(): FilterBarUrlState {
  const [params, setParams] = useSearchParams();
  const text = params.get(filtersParam) ?? '';
  const bar = useMemo(() => readFilterBar(params), [text]);
  const ignored = useMemo(() => ignoredFilters(params), [text]);
  const applied = useMemo(() => appliedFilterString(bar), [bar]);
  const setBar = useCallback(
    (next: FilterBar, options: FilterBarChangeOptions = {}) => {
      setParams((current) => writeFilterBar(current, next), { replace: options.replace ?? false });
    },
    [setParams],
  );
  const dismissIgnored = useCallback(
    () => setBar(withoutBrokenFilters(bar), { replace: true }),
    [bar, setBar],
  );
  return { bar, applied, ignored, setBar, dismissIgnored };
}
