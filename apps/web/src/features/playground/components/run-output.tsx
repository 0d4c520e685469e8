import { Alert, Badge } from '@lookout/ui';
import { Link } from 'react-router';
import { JsonView } from '../../../components/run-view/json-view';
import { ToolCallView } from '../../../components/run-view/tool-call-view';
import type { PlaygroundRunState } from '../run-state';
import { RunStats } from './run-stats';

const statusLabels: Record<PlaygroundRunState['status'], string | null> = {
  idle: null,
  streaming: 'Streaming…',
  done: 'Done',
  stopped: 'Stopped',
  failed: 'Failed',
};

/** What a playground run produced so far: the answer, tool calls, figures, the raw request, errors. */
export function RunOutput({ run }: { run: PlaygroundRunState }) {
  if (run.status === 'idle') {
    return (
      <p className="text-sm text-muted-foreground">
        Run the prompt to see the model’s answer stream in here.
      </p>
    );
  }
  const status = statusLabels[run.status];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {status ? (
          <Badge variant={run.status === 'failed' ? 'danger' : 'secondary'}>{status}</Badge>
        ) : null}
        {run.model ? (
          <span>
            {run.model}
            {run.provider ? ` · ${run.provider}` : ''}
          </span>
        ) : null}
        {run.runId ? (
          <Link
            className="ml-auto text-primary underline-offset-2 hover:underline"
            to={`/logs?type=llm&selected=${encodeURIComponent(run.runId)}`}
          >
            Open the logged run
          </Link>
        ) : null}
      </div>
      {run.text || run.status === 'streaming' ? (
        <output
          aria-live="polite"
          aria-busy={run.status === 'streaming'}
          aria-label="Model answer"
          className="min-h-16 whitespace-pre-wrap rounded-md border border-border bg-background p-3 text-sm"
        >
          {run.text}
          {run.status === 'streaming' ? (
            <span
              aria-hidden
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-foreground/60 align-text-bottom"
            />
          ) : null}
        </output>
      ) : null}
      {run.toolCalls.map((call) => (
        <ToolCallView key={call.id} call={call} />
      ))}
      {run.error ? (
        <Alert variant="danger" title="The run failed">
          {run.error}
        </Alert>
      ) : null}
      {run.done ? <RunStats done={run.done} /> : null}
      {run.request !== undefined ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">Raw request</summary>
          <div className="mt-2">
            <JsonView value={run.request} label="Raw request" />
          </div>
        </details>
      ) : null}
    </div>
  );
}
