import { formatDuration, type PublicRun } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import type { ReactNode } from 'react';
import { Heading, type HeadingLevel, OutlineLevel } from './outline-level';
import { RunContent } from './run-content';
import { RunStatusBadge } from './run-facts';
import { RunSection } from './run-section';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function Time({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{new Date(at).toLocaleString()}</time> : <>—</>;
}

/**
 * What anyone with the link of a shared run sees of it: what it is, its timing, its input and
 * output (or error message), and nothing else. The share dialog previews a run with it, and
 * the shared page shows every run of a shared trace with it.
 */
export function PublicRunSummary({ run, level = 2 }: { run: PublicRun; level?: HeadingLevel }) {
  const conversation = run.type === 'thread' || run.type === 'convo';
  return (
    <article className="flex flex-col gap-4" data-testid="public-run">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Heading level={level} className="truncate text-lg font-semibold">
          {run.name ?? (conversation ? 'Conversation' : run.type)}
        </Heading>
        <Badge variant="outline">{run.type}</Badge>
        {conversation ? null : <RunStatusBadge status={run.status} />}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Fact label="Started">
          <Time at={run.createdAt} />
        </Fact>
        <Fact label="Ended">
          <Time at={run.endedAt} />
        </Fact>
        <Fact label="Duration">{run.duration === null ? '—' : formatDuration(run.duration)}</Fact>
      </dl>
      <OutlineLevel level={level}>
        {run.error ? (
          <RunSection title="Error">
            <p className="text-sm whitespace-pre-wrap text-danger-ink">{run.error.message}</p>
          </RunSection>
        ) : null}
        <RunSection title="Input">
          <RunContent value={run.input} label="Input" />
        </RunSection>
        <RunSection title="Output">
          <RunContent value={run.output} label="Output" />
        </RunSection>
      </OutlineLevel>
    </article>
  );
}
