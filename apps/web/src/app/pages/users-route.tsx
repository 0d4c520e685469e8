import { UserPage } from '../../features/end-users/components/user-page';
import { UsersPage } from '../../features/end-users/components/users-page';
import { useShell } from '../shell/shell-context';

// The end users area, loaded with its route (see router.tsx).

/** `/users`. */
export function UsersRoute() {
  const { project } = useShell();
  return <UsersPage key={project.id} />;
}

/** `/users/{id}`. */
export function UserRoute() {
  const { context } = useShell();
  return <UserPage memberRole={context.role} />;
}
