import type { RunListType } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconFilterOff } from '@tabler/icons-react';

const nouns = { llm: 'LLM calls', trace: 'traces', thread: 'conversations' } as const;

/** No run matches the filters or search of the view. */
export function NoMatchingRuns({ type, onClear }: { type: RunListType; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      <IconFilterOff className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium">No {nouns[type]} match these filters</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Change or remove a filter, or clear the search, to see more.
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear filters and search
      </Button>
    </div>
  );
}

/** The project has runs, but none of this type yet. */
export function NoRunsOfType({ type }: { type: RunListType }) {
  const hints = {
    llm: 'LLM calls show here as soon as your app makes one through a monitored client.',
    trace: 'Agents, chains and tool calls your app reports show here as traces, with every step.',
    thread: 'Conversations show here when your app tracks chat messages in a thread.',
  } as const;
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      <p className="text-sm font-medium">No {nouns[type]} yet</p>
      <p className="max-w-md text-sm text-muted-foreground">{hints[type]}</p>
    </div>
  );
}
