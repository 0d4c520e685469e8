import { formatRelativeTime, type Role } from '@lookout/domain';
import { Alert, Badge } from '@lookout/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PlanReadOnlyFieldset } from '../../../components/write-controls';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWritePermission } from '../../../lib/write-permission';
import { useExperiment } from '../api/experiments-queries';
import { isExperimentActive } from '../experiment-status';
import { ComparisonTable } from './comparison-table';
import { ExperimentActions } from './experiment-actions';
import { ExperimentProgress } from './experiment-progress';
import { ExperimentStatusBadge } from './experiment-status-badge';
import { ReviewOutputsButton } from './review-outputs-button';
import { VariantSummaryCards } from './variant-summary-cards';

interface ExperimentPageProps {
  projectId: string;
  experimentId: string;
  memberRole: Role;
  /** How often a queued or running experiment is asked for, in ms. */
  pollMs?: number;
  /** Human review is open to the org (plan and licence): shows "Review outputs". */
  canReview?: boolean;
}

/** /experiments/{id}: status and progress, per-variant totals, and the side-by-side comparison. */
export function ExperimentPage({
  projectId,
  experimentId,
  memberRole,
  pollMs,
  canReview = false,
}: ExperimentPageProps) {
  const query = useExperiment(projectId, experimentId, pollMs);
  const experiment = query.data;
  useDocumentTitle(experiment ? `${experiment.name} · Experiments` : 'Experiments');
  const runWrite = useWritePermission(memberRole, 'evaluations', 'create');
  const deleteWrite = useWritePermission(memberRole, 'evaluations', 'delete');
  const canRun = runWrite.permitted;
  const canDelete = deleteWrite.permitted;

  const back = (
    <Link
      to="/experiments"
      className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <IconArrowLeft className="size-4" aria-hidden />
      Experiments
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4 p-6">
        {back}
        <CenteredSpinner label="Loading the experiment" />
      </div>
    );
  }
  if (query.isError || !experiment) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="flex flex-col gap-4 p-6">
        {back}
        <ErrorState
          title={missing ? 'No such experiment' : 'Could not load the experiment'}
          message={
            missing ? 'It was deleted, or belongs to another project.' : errorMessage(query.error)
          }
          onRetry={missing ? undefined : () => query.refetch()}
        />
      </div>
    );
  }

  const failedCount = experiment.results.filter((result) => result.error !== null).length;
  return (
    <div className="flex min-h-0 min-w-0 flex-col gap-4 p-6">
      {back}
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-2">
            {experiment.name}
            <Badge variant="beta" />
          </span>
        }
        description={`${experiment.datasetName}${experiment.datasetId === null ? ' (deleted)' : ''} · ${experiment.itemCount} item${experiment.itemCount === 1 ? '' : 's'} · ${experiment.variants.length} variant${experiment.variants.length === 1 ? '' : 's'} · created ${formatRelativeTime(experiment.createdAt)}`}
        actions={
          <>
            {canReview ? (
              <ReviewOutputsButton
                projectId={projectId}
                experiment={experiment}
                canCreate={runWrite.allowed}
              />
            ) : null}
            {canRun || canDelete ? (
              <PlanReadOnlyFieldset permission={canRun ? runWrite : deleteWrite}>
                <ExperimentActions
                  projectId={projectId}
                  experiment={experiment}
                  failedCount={failedCount}
                  canRun={canRun}
                  canDelete={canDelete}
                />
              </PlanReadOnlyFieldset>
            ) : null}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-4" aria-live="polite">
        <ExperimentStatusBadge status={experiment.status} />
        <ExperimentProgress done={experiment.done} total={experiment.total} />
        {isExperimentActive(experiment.status) ? (
          <span className="text-xs text-muted-foreground">Updates every few seconds.</span>
        ) : null}
      </div>
      {experiment.lastError ? (
        <Alert
          variant="danger"
          title={experiment.status === 'failed' ? 'The run failed' : 'Last error'}
        >
          {experiment.lastError}
        </Alert>
      ) : null}
      <VariantSummaryCards
        variants={experiment.variants}
        summaries={experiment.summaries}
        humanSummaries={experiment.humanSummaries}
        itemCount={experiment.itemCount}
      />
      <ComparisonTable experiment={experiment} />
    </div>
  );
}
