import type { RunListType } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** "Review": opens the new-queue dialog of /reviews with the logs list's type and filter. */
export function ReviewRunsLink({ type, filters }: { type: RunListType; filters: string }) {
  const params = new URLSearchParams({ new: '', type, filters });
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/reviews?${params.toString()}`}>
        <IconUserCheck className="size-4" aria-hidden />
        Review
      </Link>
    </Button>
  );
}
