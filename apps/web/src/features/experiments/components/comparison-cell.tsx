import { type ExperimentResult, formatDuration, type Review } from '@lookout/domain';
import { cn } from '@lookout/ui';
import { IconArrowsDiff } from '@tabler/icons-react';
import { CheckChip } from './check-chip';
import { HumanGradeBadge } from './human-grade-badge';
import { OutputText } from './output-text';

interface ComparisonCellProps {
  cell: ExperimentResult | null;
  /** 'Item 3 · Polite', for the compare toggle's name. */
  title: string;
  chosen: boolean;
  onToggleChosen: () => void;
  /** People's reviews of this output, shown apart from the checks. */
  reviews?: readonly Review[];
}

/**
 * What one variant produced for one item: output, the evaluators' checks, people's grade, error,
 * and the compare toggle.
 */
export function ComparisonCell({
  cell,
  title,
  chosen,
  onToggleChosen,
  reviews = [],
}: ComparisonCellProps) {
  if (cell === null) return <span className="text-xs text-muted-foreground">Not run yet</span>;
  return (
    <div className="flex flex-col gap-1.5">
      {cell.error !== null ? (
        <p className="rounded-sm bg-danger/10 px-1.5 py-1 text-xs text-danger-ink">{cell.error}</p>
      ) : null}
      {cell.output !== null ? <OutputText text={cell.output} /> : null}
      {cell.checks.length > 0 ? (
        <ul aria-label="Checks" className="flex flex-wrap gap-1">
          {cell.checks.map((check) => (
            <li key={`${check.evaluatorId ?? check.check}-${check.name}`}>
              <CheckChip check={check} />
            </li>
          ))}
        </ul>
      ) : null}
      <HumanGradeBadge reviews={reviews} />
      <div className="flex items-center gap-2 text-[11px] text-muted-foreground">
        {cell.durationMs !== null ? <span>{formatDuration(cell.durationMs)}</span> : null}
        {cell.output !== null ? (
          <button
            type="button"
            aria-pressed={chosen}
            aria-label={`Choose ${title} for comparison`}
            onClick={onToggleChosen}
            className={cn(
              'ml-auto inline-flex items-center gap-1 rounded-sm px-1 py-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              chosen && 'bg-primary/15 text-primary-ink',
            )}
          >
            <IconArrowsDiff className="size-3.5" aria-hidden />
            {chosen ? 'Chosen' : 'Compare'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
