import { DataRulesPage } from '../../features/data-rules/components/data-rules-page';
import { useShell } from '../shell/shell-context';

/** `/data-rules`: the project's masking and filtering rules (loaded with its route, see router.tsx). */
export function DataRulesRoute() {
  const { project, context } = useShell();
  return <DataRulesPage key={project.id} projectId={project.id} context={context} />;
}
