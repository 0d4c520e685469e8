import { sidebarEntries } from '@lookout/rbac';
import { Navigate } from 'react-router';
import { useShell } from './shell/shell-context';

/** `/`: the first page this user may open, normally the project's dashboards. */
export function HomeRedirect() {
  const { context } = useShell();
  const first = sidebarEntries(context).find((entry) => entry.visible);
  return <Navigate to={first?.link ?? '/settings'} replace />;
}
