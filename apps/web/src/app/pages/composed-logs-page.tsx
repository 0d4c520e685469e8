import { AddToDatasetButton } from '../../features/datasets/components/add-to-dataset-button';
import { LogsPage } from '../../features/logs/components/logs-page';
import { useHasSampleData } from '../../features/onboarding/api/has-sample-data';
import { ProjectEmptyState } from '../../features/onboarding/components/project-empty-state';
import { SampleDataBanner } from '../../features/onboarding/components/sample-data-banner';
import { ReviewRunsLink } from '../../features/reviews/components/review-runs-link';
import { useOpenView } from '../../features/views/api/use-open-view';
import { ViewActions } from '../../features/views/components/view-actions';
import { useWritePermission } from '../../lib/write-permission';

interface ComposedLogsPageProps {
  /** The signed-in user's role. */
  memberRole: string;
  projectId: string;
  projectName: string;
  /** The role may add runs to a v2 dataset, and the org sees datasets. */
  canAddToDataset?: boolean;
  /** The user may queue this list's runs for human review (role, licence and plan allow it). */
  canReview?: boolean;
}

/**
 * /logs as the app shows it: the logs feature's page with the views feature's open view (its
 * name as the title) and its "Save view" / "Save changes to view" actions, and the onboarding feature's empty state
 * and sample-data banner with its Remove, the datasets feature's "Add to dataset" on checked runs, and
 * the reviews feature's "Review" link.
 */
export function ComposedLogsPage({
  memberRole,
  projectId,
  projectName,
  canAddToDataset = false,
  canReview = false,
}: ComposedLogsPageProps) {
  const { viewId, view } = useOpenView();
  const hasSample = useHasSampleData();
  const removeSample = useWritePermission(memberRole, 'logs', 'delete');
  return (
    <LogsPage
      memberRole={memberRole}
      openView={view.data}
      renderViewActions={({ type, filters }) => (
        <>
          {canReview ? <ReviewRunsLink type={type} filters={filters} /> : null}
          <ViewActions type={type} filters={filters} view={view.data} viewOpen={viewId !== null} />
        </>
      )}
      sampleDataBanner={
        hasSample.data ? <SampleDataBanner canRemove={removeSample.allowed} /> : null
      }
      newProjectState={<ProjectEmptyState projectId={projectId} projectName={projectName} />}
      renderSelectionActions={
        canAddToDataset
          ? ({ runIds, view, clear }) => (
              <AddToDatasetButton
                projectId={projectId}
                runIds={runIds}
                view={view}
                onAdded={clear}
              />
            )
          : undefined
      }
    />
  );
}
