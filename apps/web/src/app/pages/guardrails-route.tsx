import { GuardrailsPage } from '../../features/guardrails/components/guardrails-page';
import { useShell } from '../shell/shell-context';

/** `/guardrails` (Alpha, beta orgs): loaded with its route (see router.tsx). */
export function GuardrailsRoute() {
  const { project, context } = useShell();
  return (
    <GuardrailsPage
      key={project.id}
      projectId={project.id}
      memberRole={context.role}
      origin={window.location.origin}
    />
  );
}
