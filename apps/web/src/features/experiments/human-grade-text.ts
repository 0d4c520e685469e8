import type { ExperimentHumanSummary, Review } from '@lookout/domain';

/** One review as a line: who, thumb, score, comment, and whether it grades an older output. */
export function reviewLine(review: Review): string {
  return [
    review.reviewer?.name ?? 'Former member',
    review.thumb === 'up' ? 'thumbs up' : review.thumb === 'down' ? 'thumbs down' : null,
    review.score === null ? null : `${review.score}/5`,
    review.comment ? `“${review.comment}”` : null,
    review.outdated ? '(on an older output)' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What a cell's badge reads: the current reviews' thumbs and mean score, else that they are outdated. */
export function gradeBadgeText(reviews: readonly Review[]): string {
  const current = reviews.filter((review) => !review.outdated);
  if (current.length === 0) return 'Older output';
  const ups = current.filter((review) => review.thumb === 'up').length;
  const downs = current.filter((review) => review.thumb === 'down').length;
  const scores = current.flatMap((review) => (review.score === null ? [] : [review.score]));
  const parts = [
    ups > 0 ? `👍 ${ups}` : null,
    downs > 0 ? `👎 ${downs}` : null,
    scores.length > 0
      ? `${formatScore(scores.reduce((a, b) => a + b, 0) / scores.length)}/5`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Comment';
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** The "Human" figures of a variant: graded outputs, mean score and thumbs-up rate. */
export function humanFigures(
  summary: ExperimentHumanSummary | undefined,
  outputs: number,
): [string, string][] {
  return [
    ['Graded', `${summary?.graded ?? 0} / ${outputs}`],
    [
      'Avg score',
      summary?.avgScore == null ? '—' : `${formatScore(summary.avgScore)} / 5 (${summary.scored})`,
    ],
    [
      'Thumbs up',
      summary?.thumbsUpRate == null
        ? '—'
        : `${Math.round(summary.thumbsUpRate * 100)}% (${summary.thumbs})`,
    ],
  ];
}
