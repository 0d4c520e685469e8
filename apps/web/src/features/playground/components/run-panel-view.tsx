import type { PlaygroundUsageResponse } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useId } from 'react';
import type { PlaygroundRunState } from '../run-state';
import { PlaygroundUsageCounter } from './playground-usage-counter';
import { RunOutput } from './run-output';

export interface RunPanelViewProps {
  run: PlaygroundRunState;
  usage: PlaygroundUsageResponse | undefined;
  /** Why Run is disabled (a variable without a value), or null. */
  disabledReason: string | null;
  onRun: () => void;
  onStop: () => void;
  onUpgrade: () => void;
}

/** The run panel as the user sees it: Run or Stop, the month's counter, and the run's output. */
export function RunPanelView({
  run,
  usage,
  disabledReason,
  onRun,
  onStop,
  onUpgrade,
}: RunPanelViewProps) {
  const reasonId = useId();
  return (
    <section aria-label="Playground" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {run.status === 'streaming' ? (
          <Button variant="outline" onClick={onStop}>
            <IconPlayerStop className="size-4" aria-hidden />
            Stop
          </Button>
        ) : (
          <Button
            onClick={onRun}
            disabled={disabledReason !== null}
            aria-describedby={disabledReason ? reasonId : undefined}
          >
            <IconPlayerPlay className="size-4" aria-hidden />
            Run
          </Button>
        )}
        {disabledReason ? (
          <span id={reasonId} className="text-xs text-muted-foreground">
            {disabledReason}
          </span>
        ) : null}
        <div className="ml-auto">
          <PlaygroundUsageCounter usage={usage} onUpgrade={onUpgrade} />
        </div>
      </div>
      <RunOutput run={run} />
    </section>
  );
}
