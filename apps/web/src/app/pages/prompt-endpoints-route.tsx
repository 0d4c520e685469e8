import { EndpointsPage } from '../../features/playground-endpoints/components/endpoints-page';
import { useShell } from '../shell/shell-context';

/**
 * `/prompts/endpoints`: the custom-endpoint playground. Who may open it is the shell's guard
 * (`pageAccess`: the prompts page, so roles that may read prompts).
 */
export function PromptEndpointsRoute() {
  const { project, context } = useShell();
  return <EndpointsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}
