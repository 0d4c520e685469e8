import { can } from '@lookout/rbac';
import { EndpointsPage } from '../../features/playground-endpoints/components/endpoints-page';
import { NoAccessPage } from '../no-access-page';
import { useShell } from '../shell/shell-context';

/** `/prompts/endpoints`: the custom-endpoint playground, for roles that may read prompts. */
export function PromptEndpointsRoute() {
  const { project, context } = useShell();
  if (!can(context.role, 'prompts', 'read')) return <NoAccessPage />;
  return <EndpointsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}
