import { PromptsPage } from '../../features/prompts/components/prompts-page';
import { useShell } from '../shell/shell-context';

/** `/prompts`: the project's templates (loaded with its route, see router.tsx). */
export function PromptsRoute() {
  const { project, context } = useShell();
  return <PromptsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}
