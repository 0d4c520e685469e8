import { useParams } from 'react-router';
import { EvaluatorPage } from '../../features/evaluators/components/evaluator-page';
import { EvaluatorsPage } from '../../features/evaluators/components/evaluators-page';
import { useShell } from '../shell/shell-context';

/** `/evaluators`: the project's evaluators (loaded with its route, see router.tsx). */
export function EvaluatorsRoute() {
  const { project, context } = useShell();
  return <EvaluatorsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/evaluators/new` and `/evaluators/{id}`. */
export function EvaluatorRoute() {
  const { project, context } = useShell();
  const { evaluatorId = 'new' } = useParams();
  return (
    <EvaluatorPage
      key={`${project.id}-${evaluatorId}`}
      projectId={project.id}
      memberRole={context.role}
      evaluatorId={evaluatorId}
    />
  );
}
