import { AlertsPage } from '../../features/alerts/components/alerts-page';
import { useShell } from '../shell/shell-context';

/** `/alerts`: the project's alerts (beta; loaded with its route, see router.tsx). */
export function AlertsRoute() {
  const { project, context } = useShell();
  return <AlertsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}
