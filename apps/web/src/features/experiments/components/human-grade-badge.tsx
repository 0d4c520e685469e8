import type { Review } from '@lookout/domain';
import { Badge, Tooltip, TooltipContent, TooltipTrigger } from '@lookout/ui';
import { IconUser } from '@tabler/icons-react';
import { gradeBadgeText, reviewLine } from '../human-grade-text';

/**
 * People's grades of one output, apart from the evaluators' check chips: a small badge (thumbs
 * and mean score of the current reviews) whose tooltip lists every review with its comment, on
 * hover and on keyboard focus. Grades a re-run left on an older output read as such.
 */
export function HumanGradeBadge({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return null;
  const allOutdated = reviews.every((review) => review.outdated);
  const lines = reviews.map(reviewLine);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={`Human grade: ${gradeBadgeText(reviews)}`}
          aria-description={lines.join('; ')}
          className="w-fit rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Badge variant="outline" className={allOutdated ? 'text-muted-foreground' : undefined}>
            <IconUser aria-hidden />
            {gradeBadgeText(reviews)}
          </Badge>
        </button>
      </TooltipTrigger>
      <TooltipContent>
        <ul className="flex max-w-72 flex-col gap-1">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </TooltipContent>
    </Tooltip>
  );
}
