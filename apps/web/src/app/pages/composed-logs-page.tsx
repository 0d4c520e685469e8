import { AddToDatasetButton } from '../../features/datasets/components/add-to-dataset-button';
import { LogsPage } from '../../features/logs/components/logs-page';
import { useHasSampleData } from '../../features/onboarding/api/has-sample-data';
import { ProjectEmptyState } from '../../features/onboarding/components/project-empty-state';
import { RemoveSampleButton } from '../../features/onboarding/components/remove-sample-button';
import { useOpenView } from '../../features/views/api/use-open-view';
import { ViewActions } from '../../features/views/components/view-actions';

interface ComposedLogsPageProps {
  /** The signed-in user's role. */
  memberRole: string;
  projectId: string;
  projectName: string;
  /** The role may add runs to a v2 dataset, and the org sees datasets. */
  canAddToDataset?: boolean;
}

/**
 * /logs as the app shows it: the logs feature's page with the views feature's open view (its
 * name as the title) and Save/Update view actions, and the onboarding feature's empty state
 * and "Remove sample data" action, and the datasets feature's "Add to dataset" on checked runs.
 */
export function ComposedLogsPage({
  memberRole,
  projectId,
  projectName,
  canAddToDataset = false,
}: ComposedLogsPageProps) {
  const { viewId, view } = useOpenView();
  const hasSample = useHasSampleData();
  return (
    <LogsPage
      memberRole={memberRole}
      openView={view.data}
      renderViewActions={({ type, filters }) => (
        <ViewActions type={type} filters={filters} view={view.data} viewOpen={viewId !== null} />
      )}
      sampleDataAction={hasSample.data ? <RemoveSampleButton /> : null}
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
