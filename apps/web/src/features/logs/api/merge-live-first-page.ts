import type { ListRunsResponse } from '@lookout/domain';
import type { InfiniteData } from '@tanstack/react-query';

/** The loaded pages of a runs list, as the infinite query caches them. */
export type RunsPages = InfiniteData<ListRunsResponse, number>;

/**
 * Merges a freshly fetched first page into the loaded pages, so live refresh asks for one page a
 * tick however many are loaded. With one page loaded the fresh page replaces it. Otherwise the
 * first page becomes the fresh rows followed by the earlier first-page rows they pushed down, and
 * the later pages stay as they were: their offsets now overlap the new rows, never skip any, and
 * `uniqueRunPages` hides the repeats.
 */
export function mergeLiveFirstPage(loaded: RunsPages, fresh: ListRunsResponse): RunsPages {
  const [first, ...rest] = loaded.pages;
  if (!first || rest.length === 0) return { pages: [fresh], pageParams: [0] };
  const freshIds = new Set(fresh.data.map((run) => run.id));
  const pushedDown = first.data.filter((run) => !freshIds.has(run.id));
  return {
    pages: [{ ...first, data: [...fresh.data, ...pushedDown] }, ...rest],
    pageParams: loaded.pageParams,
  };
}

/** The pages with every run shown once, where it first appears. */
export function uniqueRunPages(loaded: RunsPages): RunsPages {
  const seen = new Set<string>();
  return {
    ...loaded,
    pages: loaded.pages.map((page) => ({
      ...page,
      data: page.data.filter((run) => {
        if (seen.has(run.id)) return false;
        seen.add(run.id);
        return true;
      }),
    })),
  };
}
