import type { ExperimentWithResults } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconUserCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateOutputsQueue } from '../api/experiment-mutations';

interface ReviewOutputsButtonProps {
  projectId: string;
  experiment: ExperimentWithResults;
  /** The role may make review queues; otherwise only an existing queue can be opened. */
  canCreate: boolean;
}

/**
 * "Review outputs": opens the experiment's newest review queue in the keyboard reviewer, or makes
 * one of all its outputs and opens it.
 */
export function ReviewOutputsButton({
  projectId,
  experiment,
  canCreate,
}: ReviewOutputsButtonProps) {
  const navigate = useNavigate();
  const create = useCreateOutputsQueue(projectId, experiment);
  if (experiment.reviewQueueId) {
    return (
      <Button asChild variant="outline">
        <Link to={`/reviews/${experiment.reviewQueueId}`}>
          <IconUserCheck className="size-4" aria-hidden />
          Review outputs
        </Link>
      </Button>
    );
  }
  if (!canCreate) return null;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant="outline"
        loading={create.isPending}
        disabled={experiment.done === 0}
        title={experiment.done === 0 ? 'No output to review yet' : undefined}
        onClick={() =>
          create.mutate(undefined, { onSuccess: (queue) => navigate(`/reviews/${queue.id}`) })
        }
      >
        <IconUserCheck className="size-4" aria-hidden />
        Review outputs
      </Button>
      {create.error ? (
        <span role="alert" className="text-xs text-danger-ink">
          {errorMessage(create.error)}
        </span>
      ) : null}
    </span>
  );
}
