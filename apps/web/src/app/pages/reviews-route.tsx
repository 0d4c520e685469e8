import { useParams } from 'react-router';
import { ReviewerPage } from '../../features/reviews/components/reviewer-page';
import { ReviewsPage } from '../../features/reviews/components/reviews-page';
import { useShell } from '../shell/shell-context';

/** `/reviews`: the project's review queues (loaded with its route, see router.tsx). */
export function ReviewsRoute() {
  const { project, context } = useShell();
  return <ReviewsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/reviews/{id}`: the reviewer screen of one queue. */
export function ReviewerRoute() {
  const { project, context } = useShell();
  const { queueId = '' } = useParams();
  return (
    <ReviewerPage
      key={`${project.id}:${queueId}`}
      projectId={project.id}
      queueId={queueId}
      memberRole={context.role}
    />
  );
}
