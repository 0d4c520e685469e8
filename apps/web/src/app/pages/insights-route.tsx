import { InsightsPage } from '../../features/insights/components/insights-page';
import { useShell } from '../shell/shell-context';

/** `/insights` (Alpha, beta orgs), loaded with its route. */
export function InsightsRoute() {
  const { project } = useShell();
  return <InsightsPage key={project.id} />;
}
