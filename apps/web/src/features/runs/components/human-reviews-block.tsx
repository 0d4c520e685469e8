import { listRunReviews } from '@lookout/client';
import { formatRelativeTime } from '@lookout/domain';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiClient } from '../../../lib/api-client';

/**
 * "Human reviews": what people said about the run in review queues, kept apart from the
 * evaluators' results. Hidden when the org cannot use human review (plan or licence) or has none.
 */
export function HumanReviewsBlock({ runId }: { runId: string }) {
  const reviews = useQuery({
    queryKey: ['reviews', 'run', runId],
    queryFn: () => listRunReviews(apiClient, runId, { silent: true }),
    retry: false,
  });
  if (!reviews.isSuccess || reviews.data.length === 0) return null;
  return (
    <section aria-labelledby="human-reviews-heading" className="flex flex-col gap-2">
      <h2 id="human-reviews-heading" className="text-sm font-semibold">
        Human reviews
      </h2>
      <ul className="flex flex-col gap-2">
        {reviews.data.map((review) => (
          <li
            key={`${review.queueId}:${review.reviewer?.id ?? review.createdAt}`}
            className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{review.reviewer?.name ?? 'Former member'}</span>
              {review.thumb === 'up' ? (
                <IconThumbUp className="size-4 text-success" aria-label="Thumb up" />
              ) : review.thumb === 'down' ? (
                <IconThumbDown className="size-4 text-danger" aria-label="Thumb down" />
              ) : null}
              {review.score !== null ? (
                <span className="tabular-nums">{`Score ${review.score}/5`}</span>
              ) : null}
              <span className="text-xs text-muted-foreground">
                in{' '}
                <Link to={`/reviews/${review.queueId}`} className="underline">
                  {review.queueName}
                </Link>
                {` · ${formatRelativeTime(review.updatedAt)}`}
              </span>
            </div>
            {review.comment ? <p className="text-muted-foreground">{review.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
