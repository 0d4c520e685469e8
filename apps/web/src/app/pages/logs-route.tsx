import { canWrite, pageAccess } from '@lookout/rbac';
import { canAddRunsToDataset } from '../can-add-runs-to-dataset';
import { useShell } from '../shell/shell-context';
import { ComposedLogsPage } from './composed-logs-page';

/** `/logs` (loaded with its route, see router.tsx): the logs page with what the shell loaded. */
export function LogsRoute() {
  const { project, context } = useShell();
  return (
    <ComposedLogsPage
      key={project.id}
      memberRole={context.role}
      projectId={project.id}
      projectName={project.name}
      canAddToDataset={canAddRunsToDataset(context, project.id)}
      canReview={
        pageAccess(context, '/reviews').kind === 'open' &&
        canWrite(context, {
          resource: 'evaluations',
          action: 'create',
          projectId: project.id,
        })
      }
    />
  );
}
