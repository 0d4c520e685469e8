import { pageAccess } from '@lookout/rbac';
import { useParams } from 'react-router';
import { ExperimentPage } from '../../features/experiments/components/experiment-page';
import { ExperimentsPage } from '../../features/experiments/components/experiments-page';
import { NewExperimentPage } from '../../features/experiments/components/new-experiment-page';
import { useShell } from '../shell/shell-context';

// The experiments pages, loaded with their route (see router.tsx): the comparison's diff
// library and virtualiser stay out of the first page's JS.

/** `/experiments`: the project's experiments. */
export function ExperimentsRoute() {
  const { project, context } = useShell();
  return <ExperimentsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/experiments/new`: the form. */
export function NewExperimentRoute() {
  const { project } = useShell();
  return <NewExperimentPage key={project.id} projectId={project.id} />;
}

/** `/experiments/{id}`: one experiment and its comparison. */
export function ExperimentRoute() {
  const { project, context } = useShell();
  const { experimentId = '' } = useParams();
  return (
    <ExperimentPage
      key={`${project.id}/${experimentId}`}
      projectId={project.id}
      experimentId={experimentId}
      memberRole={context.role}
      canReview={pageAccess(context, '/reviews').kind === 'open'}
    />
  );
}
