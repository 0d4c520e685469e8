import type { EvaluationResult } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import { IconChevronRight } from '@tabler/icons-react';

type Verdict = 'passed' | 'failed' | 'pending' | 'error' | 'graded';

const verdictBadges = {
  passed: { label: 'Passed', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  pending: { label: 'Pending', variant: 'secondary' },
  error: { label: 'Error', variant: 'warning' },
  graded: { label: 'Graded', variant: 'outline' },
} as const satisfies Record<Verdict, { label: string; variant: string }>;

/** Where one result is: waiting, failed to grade, or its verdict. */
export function verdictOf(result: Pick<EvaluationResult, 'status' | 'passed'>): Verdict {
  if (result.status === 'pending') return 'pending';
  if (result.status === 'error') return 'error';
  if (result.passed === true) return 'passed';
  if (result.passed === false) return 'failed';
  return 'graded';
}

/** A score in at most three significant digits ('0.857', '1,240'). */
export function formatScore(score: number): string {
  return Number(score.toPrecision(3)).toLocaleString('en-US');
}

/** The Passed / Failed / Pending / Error badge of one result. */
export function EvaluationVerdictBadge({
  result,
}: {
  result: Pick<EvaluationResult, 'status' | 'passed'>;
}) {
  const badge = verdictBadges[verdictOf(result)];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

function reasonOf(result: EvaluationResult): string {
  if (result.reason) return result.reason;
  if (result.status === 'pending') return 'Waiting to be graded.';
  return 'No reason given.';
}

/**
 * What the project's evaluators found on this run: one line per evaluator with its verdict and
 * score, opened for the judge's reasoning (or what a local check measured).
 */
export function RunEvaluations({ evaluations }: { evaluations: readonly EvaluationResult[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
      {evaluations.map((result) => (
        <li key={result.evaluatorId}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              <IconChevronRight
                className="size-3.5 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                aria-hidden
              />
              <span className="min-w-0 truncate font-medium">{result.evaluatorName}</span>
              <span className="text-xs text-muted-foreground">{result.type}</span>
              <span className="ml-auto flex items-center gap-2">
                {result.score === null ? null : (
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {`Score ${formatScore(result.score)}`}
                  </span>
                )}
                <EvaluationVerdictBadge result={result} />
              </span>
            </summary>
            <p className="px-3 pb-3 pl-8 text-sm whitespace-pre-wrap text-muted-foreground">
              {reasonOf(result)}
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}
