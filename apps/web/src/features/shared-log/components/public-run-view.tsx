import type { PublicRunTreeNode } from '@lookout/domain';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { PublicRunSummary } from '../../../components/run-view/public-run-summary';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { usePublicRun, usePublicRunTree } from '../api/get-public-run';

/** The runs under a shared run, depth first, oldest first at each level. */
function descendantsOf(node: PublicRunTreeNode): PublicRunTreeNode[] {
  return node.children.flatMap((child) => [child, ...descendantsOf(child)]);
}

function NotShared() {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <h2 className="text-lg font-semibold">Run not found</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        This run does not exist, was deleted, or is not shared.
      </p>
    </div>
  );
}

/**
 * A shared run as its link shows it: its input, output and timing, then the same of each run
 * under it (the steps of a trace, the messages of a conversation). Nothing else is sent.
 */
export function PublicRunView({ runId }: { runId: string }) {
  const run = usePublicRun(runId);
  const tree = usePublicRunTree(runId, run.isSuccess);
  if (run.isPending) return <CenteredSpinner label="Loading the run" />;
  if (run.isError) {
    if (isApiError(run.error) && run.error.status === 404) return <NotShared />;
    return (
      <ErrorState
        title="Could not load this run"
        message={errorMessage(run.error)}
        onRetry={() => run.refetch()}
      />
    );
  }
  const steps = tree.data ? descendantsOf(tree.data) : [];
  return (
    <div className="flex flex-col gap-6">
      <PublicRunSummary run={run.data} level={2} />
      {tree.isPending ? <CenteredSpinner label="Loading the runs under it" /> : null}
      {tree.isError ? (
        <ErrorState
          title="Could not load the runs under it"
          message={errorMessage(tree.error)}
          onRetry={() => tree.refetch()}
        />
      ) : null}
      {steps.length > 0 ? (
        <section aria-labelledby="shared-steps" className="flex flex-col gap-4">
          <h2 id="shared-steps" className="text-sm font-medium text-muted-foreground">
            {steps.length === 1 ? '1 run under it' : `${steps.length} runs under it`}
          </h2>
          <ol className="flex flex-col gap-4">
            {steps.map((step) => (
              <li key={step.id} className="rounded-md border border-border p-4">
                <PublicRunSummary run={step} level={3} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
