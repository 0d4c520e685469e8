import type { Run } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconBinaryTree2, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useRun, useRunTree } from '../../api/runs/get-run';
import type { RunAccess } from '../../api/runs/run-access';
import { errorMessage, isApiError } from '../../lib/api-errors';
import { CenteredSpinner } from '../centered-spinner';
import { ErrorState } from '../error-state';
import { Heading, type HeadingLevel, OutlineLevel, subLevel } from './outline-level';
import { RunActions } from './run-actions';
import { RunDetail, RunHeading } from './run-detail';
import { ThreadView } from './thread-view';
import { TraceView } from './trace-view';

interface RunViewerProps {
  runId: string;
  access?: RunAccess;
  /** The signed-in user's role, for the actions; none for a shared run. */
  memberRole?: string;
  onDeleted?: () => void;
  /** Level of the run's heading: 1 when the run is the page. */
  headingLevel?: 1 | 2;
}

/** How a run is best shown: a conversation, a span tree, or one call. */
export function viewOf(run: Run): 'thread' | 'trace' | 'single' {
  if (run.type === 'thread' || run.type === 'convo') return 'thread';
  if (run.type === 'llm' || run.type === 'chat' || run.type === 'embed') return 'single';
  return 'trace';
}

/** Says the run is missing or could not load. */
function RunLoadError({
  error,
  onRetry,
  level,
}: {
  error: unknown;
  onRetry: () => void;
  level: HeadingLevel;
}) {
  if (isApiError(error) && error.status === 404) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <Heading level={level} className="text-lg font-semibold">
          Run not found
        </Heading>
        <p className="max-w-md text-sm text-muted-foreground">
          This run does not exist, was deleted, or is not shared.
        </p>
      </div>
    );
  }
  return (
    <ErrorState title="Could not load this run" message={errorMessage(error)} onRetry={onRetry} />
  );
}

/**
 * Everything about a run: a conversation for threads, the span tree for traces, the call
 * itself for LLM calls (with a switch to the trace it belongs to), plus the actions the role
 * allows.
 */
export function RunViewer({
  runId,
  access = 'member',
  memberRole,
  onDeleted,
  headingLevel = 2,
}: RunViewerProps) {
  const run = useRun(runId, access);
  const [showTrace, setShowTrace] = useState(false);
  const view = run.data ? viewOf(run.data) : null;
  const partOfTrace = run.data
    ? run.data.traceId !== run.data.id || run.data.parentRunId !== null
    : false;
  const wantsTree = view === 'thread' || view === 'trace' || (showTrace && partOfTrace);
  const tree = useRunTree(runId, access, wantsTree);

  if (run.isPending) return <CenteredSpinner label="Loading the run" />;
  if (run.isError) {
    return <RunLoadError error={run.error} onRetry={() => run.refetch()} level={headingLevel} />;
  }

  const data = run.data;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <RunHeading run={data} level={headingLevel} />
        <p className="font-mono text-xs text-muted-foreground">{data.id}</p>
        <div className="flex flex-wrap items-center gap-2">
          {memberRole && access === 'member' ? (
            <RunActions
              run={data}
              memberRole={memberRole}
              onDeleted={onDeleted ?? (() => undefined)}
            />
          ) : null}
          {view === 'single' && partOfTrace ? (
            <Button variant="outline" size="sm" onClick={() => setShowTrace((shown) => !shown)}>
              {showTrace ? (
                <IconListDetails className="size-4" aria-hidden />
              ) : (
                <IconBinaryTree2 className="size-4" aria-hidden />
              )}
              {showTrace ? 'Show this call only' : 'Show its trace'}
            </Button>
          ) : null}
        </div>
      </header>
      <OutlineLevel level={headingLevel}>
        {wantsTree ? (
          tree.isPending ? (
            <CenteredSpinner label="Loading the trace" />
          ) : tree.isError ? (
            <RunLoadError
              error={tree.error}
              onRetry={() => tree.refetch()}
              level={subLevel(headingLevel)}
            />
          ) : view === 'thread' ? (
            <ThreadView tree={tree.data} />
          ) : (
            <TraceView key={tree.data.id} tree={tree.data} initialSpanId={runId} />
          )
        ) : (
          <RunDetail run={data} />
        )}
      </OutlineLevel>
    </div>
  );
}
