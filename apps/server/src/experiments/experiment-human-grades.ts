import type {
  ExperimentHumanGrade,
  ExperimentHumanSummary,
  ExperimentResult,
  Review,
} from '@lookout/domain';
import { outputDigest } from '../reviews/output-digest.js';
import { toReview } from '../reviews/review-queue.repository.js';
import type { Executor } from './experiment.repository.js';

/** People's grading of an experiment, apart from its evaluators'. */
export interface ExperimentHumanGrading {
  humanGrades: ExperimentHumanGrade[];
  humanSummaries: ExperimentHumanSummary[];
  reviewQueueId: string | null;
}

const pairKey = (itemId: string, variantIndex: number) => `${itemId}/${variantIndex}`;

/**
 * Every review given in the experiment's queues, grouped per output (latest first) and marked
 * `outdated` when a re-run replaced the output it graded; per variant a summary over the current
 * reviews only; and the newest queue made from the experiment.
 */
export async function experimentHumanGrading(
  db: Executor,
  projectId: string,
  experimentId: string,
  variantCount: number,
  results: readonly ExperimentResult[],
): Promise<ExperimentHumanGrading> {
  const [rows, queue] = await Promise.all([
    db
      .selectFrom('review as r')
      .leftJoin('account as a', 'a.id', 'r.reviewer_id')
      .select([
        'r.experiment_item_id',
        'r.variant_index',
        'r.reviewer_id',
        'a.name as reviewer_name',
        'r.thumb',
        'r.score',
        'r.comment',
        'r.created_at',
        'r.updated_at',
        'r.output_digest',
      ])
      .where('r.project_id', '=', projectId)
      .where('r.experiment_id', '=', experimentId)
      .orderBy('r.updated_at', 'desc')
      .execute(),
    db
      .selectFrom('review_queue')
      .select('id')
      .where('project_id', '=', projectId)
      .where('experiment_id', '=', experimentId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  const digests = new Map(
    results.map((result) => [pairKey(result.itemId, result.variantIndex), outputDigest(result)]),
  );
  const grades = new Map<string, ExperimentHumanGrade>();
  for (const row of rows) {
    if (row.experiment_item_id === null || row.variant_index === null) continue;
    if (row.variant_index >= variantCount) continue;
    const key = pairKey(row.experiment_item_id, row.variant_index);
    let grade = grades.get(key);
    if (!grade) {
      grade = { itemId: row.experiment_item_id, variantIndex: row.variant_index, reviews: [] };
      grades.set(key, grade);
    }
    grade.reviews.push(toReview(row, digests.get(key) ?? null));
  }
  const humanGrades = [...grades.values()];
  const humanSummaries = Array.from({ length: variantCount }, (_, variantIndex) =>
    summarize(
      variantIndex,
      humanGrades
        .filter((grade) => grade.variantIndex === variantIndex)
        .map((grade) => grade.reviews.filter((review) => !review.outdated)),
    ),
  );
  return { humanGrades, humanSummaries, reviewQueueId: queue?.id ?? null };
}

/** One variant's totals over the current reviews of each of its outputs. */
function summarize(variantIndex: number, perOutput: Review[][]): ExperimentHumanSummary {
  const current = perOutput.flat();
  const scores = current.flatMap((review) => (review.score === null ? [] : [review.score]));
  const thumbs = current.flatMap((review) => (review.thumb === null ? [] : [review.thumb]));
  const ups = thumbs.filter((thumb) => thumb === 'up').length;
  return {
    variantIndex,
    graded: perOutput.filter((reviews) => reviews.length > 0).length,
    avgScore:
      scores.length > 0 ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
    scored: scores.length,
    thumbsUpRate: thumbs.length > 0 ? ups / thumbs.length : null,
    thumbs: thumbs.length,
  };
}
