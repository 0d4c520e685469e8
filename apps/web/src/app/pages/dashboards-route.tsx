import { DashboardsPage } from '../../features/dashboards/components/dashboards-page';
import { useShell } from '../shell/shell-context';

/**
 * `/dashboards` and `/dashboards/{id}` (`/analytics` leads here; read-only for the Analytics
 * Viewer). Loaded with its route, the charts and the grid with it (see router.tsx).
 */
export function DashboardsRoute() {
  const { project, context } = useShell();
  return <DashboardsPage key={project.id} project={project} context={context} />;
}
