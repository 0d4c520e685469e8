import { TeamPage } from '../../features/team/components/team-page';
import { useShell } from '../shell/shell-context';

/** `/team` (loaded with its route, see router.tsx). */
export function TeamRoute() {
  const { user, org, context } = useShell();
  return <TeamPage user={user} org={org} context={context} />;
}
