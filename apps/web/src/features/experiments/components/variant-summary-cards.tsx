import {
  type ExperimentHumanSummary,
  type ExperimentVariant,
  type ExperimentVariantSummary,
  formatDuration,
  formatExactNumber,
  formatUsd,
} from '@lookout/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@lookout/ui';
import { passRateText } from '../experiment-status';
import { humanFigures } from '../human-grade-text';
import { variantLabel } from '../variant-label';

interface VariantSummaryCardsProps {
  variants: ExperimentVariant[];
  summaries: ExperimentVariantSummary[];
  /** People's grading per variant, shown apart from the evaluators' figures. */
  humanSummaries?: ExperimentHumanSummary[];
  /** Outputs each variant will produce: the item count. */
  itemCount: number;
}

function latency(ms: number | null): string {
  return ms === null ? '—' : formatDuration(ms);
}

/**
 * Per variant: the evaluators' pass rate, cost, tokens, average and p95 latency, errors; then,
 * apart, people's grading (graded outputs, mean score, thumbs-up rate).
 */
export function VariantSummaryCards({
  variants,
  summaries,
  humanSummaries = [],
  itemCount,
}: VariantSummaryCardsProps) {
  return (
    <ul
      aria-label="Variant summaries"
      className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3"
    >
      {variants.map((variant, index) => {
        const summary = summaries.find((candidate) => candidate.variantIndex === index);
        const label = variantLabel(variant, index);
        const figures: [string, string][] = summary
          ? [
              ['Pass rate', passRateText(summary.passRate)],
              ['Cost', formatUsd(summary.cost)],
              ['Prompt tokens', formatExactNumber(summary.promptTokens)],
              ['Completion tokens', formatExactNumber(summary.completionTokens)],
              ['Avg latency', latency(summary.avgDurationMs)],
              ['p95 latency', latency(summary.p95DurationMs)],
              ['Errors', formatExactNumber(summary.errors)],
              ['Done', `${formatExactNumber(summary.done)} / ${formatExactNumber(itemCount)}`],
            ]
          : [];
        return (
          <li key={index}>
            <Card aria-label={label} className="gap-2 py-3">
              <CardHeader className="px-4">
                <CardTitle className="truncate text-sm" title={label}>
                  {label}
                </CardTitle>
              </CardHeader>
              <CardContent className="px-4">
                {summary ? (
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    {figures.map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="text-muted-foreground">{name}</dt>
                        <dd
                          className={`text-right tabular-nums ${name === 'Errors' && summary.errors > 0 ? 'text-danger-ink' : ''}`}
                        >
                          {value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="text-xs text-muted-foreground">No output yet.</p>
                )}
                <section aria-label={`Human grading of ${label}`} className="mt-2 border-t pt-2">
                  <h3 className="mb-1 text-xs font-semibold">Human</h3>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                    {humanFigures(
                      humanSummaries.find((candidate) => candidate.variantIndex === index),
                      itemCount,
                    ).map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="text-muted-foreground">{name}</dt>
                        <dd className="text-right tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
