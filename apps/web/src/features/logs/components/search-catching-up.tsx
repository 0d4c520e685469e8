import { IconClockHour4 } from '@tabler/icons-react';
import { useSearchStatus } from '../api/search-status';

/**
 * "Search is catching up" beside the search box while a search is shown and runs wait more
 * than a few seconds to be indexed: the results stay complete, only slower. Nothing while
 * the status loads, fails or the index keeps up.
 */
export function SearchCatchingUp({ searching }: { searching: boolean }) {
  const status = useSearchStatus(searching);
  if (!searching || !status.data?.catchingUp) return null;
  const waiting = status.data.pendingRuns.toLocaleString();
  return (
    <p
      role="status"
      className="flex h-8 items-center gap-1.5 text-muted-foreground text-xs"
      title={`${waiting}${status.data.capped ? '+' : ''} recent runs are not indexed yet. They are still searched, only more slowly.`}
    >
      <IconClockHour4 className="size-4" aria-hidden />
      Search is catching up
    </p>
  );
}
