import type { EvaluationResult } from '@lookout/domain';
import { cn } from '@lookout/ui';
import { verdictOf } from './run-evaluations';

const chipStyles = {
  passed: { mark: '✓', word: 'Passed', className: 'bg-success/15 text-success-ink' },
  failed: { mark: '✗', word: 'Failed', className: 'bg-danger/15 text-danger-ink' },
  pending: { mark: '…', word: 'Pending', className: 'bg-muted text-muted-foreground' },
  error: { mark: '!', word: 'Error', className: 'bg-warning/15 text-warning-ink' },
  graded: { mark: '•', word: 'Graded', className: 'bg-muted text-foreground' },
} as const;

/** One small chip per evaluator for a logs row: a mark and the evaluator's name. */
export function EvaluationChips({ evaluations }: { evaluations: readonly EvaluationResult[] }) {
  return (
    <span className="flex gap-1 overflow-hidden">
      {evaluations.map((result) => {
        const style = chipStyles[verdictOf(result)];
        return (
          <span
            key={result.evaluatorId}
            title={`${result.evaluatorName}: ${style.word}`}
            aria-label={`${result.evaluatorName}: ${style.word}`}
            className={cn(
              'inline-flex max-w-28 shrink-0 items-center gap-0.5 rounded px-1 text-[11px] font-medium',
              style.className,
            )}
          >
            <span aria-hidden>{style.mark}</span>
            <span className="truncate" aria-hidden>
              {result.evaluatorName}
            </span>
          </span>
        );
      })}
    </span>
  );
}
