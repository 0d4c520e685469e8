import { AddToDatasetButton } from '../../features/datasets/components/add-to-dataset-button';
import { RunPage } from '../../features/runs/components/run-page';
import { canAddRunsToDataset } from '../can-add-runs-to-dataset';
import { useShell } from '../shell/shell-context';

/** `/logs/{id}` signed in (loaded with its route, see router.tsx): one run inside the shell. */
export function RunRoute() {
  const { project, context } = useShell();
  return (
    <RunPage
      key={project.id}
      memberRole={context.role}
      runActions={
        canAddRunsToDataset(context, project.id)
          ? (runId) => <AddToDatasetButton projectId={project.id} runIds={[runId]} size="sm" />
          : undefined
      }
    />
  );
}
