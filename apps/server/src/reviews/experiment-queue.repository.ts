import {
  type CreateReviewQueueBody,
  type DatasetItemValue,
  type ExperimentVariant,
  experimentVariantLabel,
  experimentVariantSchema,
  type ReviewExperimentOutput,
  reviewQueueItemCap,
} from '@lookout/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { findExperiment, planOf } from '../experiments/experiment.repository.js';
import { ApiError } from '../http/api-error.js';
import { outputDigest } from './output-digest.js';

type Db = Kysely<Database>;

/** An experiment's variants as stored (`experiment.variants`). */
const storedVariantsSchema = z.array(experimentVariantSchema);

/** Queue items written per insert statement (7 parameters each). */
const itemsPerInsert = 500;

/** The variant indexes asked for, checked against the experiment's variants, sorted, once each. */
function chosenVariants(asked: number[] | undefined, variantCount: number): number[] {
  if (!asked) return Array.from({ length: variantCount }, (_, index) => index);
  const unknown = asked.find((index) => index >= variantCount);
  if (unknown !== undefined) {
    throw new ApiError(
      400,
      'Invalid request',
      `variantIndexes: this experiment has ${variantCount} variant${variantCount === 1 ? '' : 's'} (0 to ${variantCount - 1}); ${unknown} is not one of them`,
    );
  }
  return [...new Set(asked)].sort((a, b) => a - b);
}

/**
 * A queue of an experiment's outputs: item by item in the experiment's order, each chosen variant
 * in order, at most `reviewQueueItemCap` outputs. The pairs are snapshotted now; each shows the
 * output as it is when read (a pair not run yet shows no output).
 */
export async function createExperimentQueue(
  db: Db,
  projectId: string,
  body: Extract<CreateReviewQueueBody, { source: 'experiment' }>,
  createdBy: string | null,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const experiment = await findExperiment(trx, projectId, body.experimentId);
    const variants = chosenVariants(body.variantIndexes, planOf(experiment).variants.length);
    const items = await trx
      .selectFrom('experiment_item')
      .select('id')
      .where('project_id', '=', projectId)
      .where('experiment_id', '=', experiment.id)
      .orderBy('position')
      .limit(Math.ceil(reviewQueueItemCap / variants.length))
      .execute();
    const pairs = items
      .flatMap((item) => variants.map((variantIndex) => ({ itemId: item.id, variantIndex })))
      .slice(0, reviewQueueItemCap);
    const queue = await trx
      .insertInto('review_queue')
      .values({
        project_id: projectId,
        name: body.name,
        source: 'experiment',
        experiment_id: experiment.id,
        variant_indexes: JSON.stringify(variants),
        item_count: pairs.length,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < pairs.length; start += itemsPerInsert) {
      await trx
        .insertInto('review_item')
        .values(
          pairs.slice(start, start + itemsPerInsert).map((pair, offset) => ({
            project_id: projectId,
            queue_id: queue.id,
            position: start + offset + 1,
            experiment_id: experiment.id,
            experiment_item_id: pair.itemId,
            variant_index: pair.variantIndex,
          })),
        )
        .execute();
    }
    return queue.id;
  });
}

/** A queue item that names an experiment output. */
export interface ExperimentPairRef {
  id: string;
  experiment_id: string | null;
  experiment_item_id: string | null;
  variant_index: number | null;
}

/** What an experiment output shows now, and the fingerprint a review of it is compared with. */
export interface LoadedExperimentOutput {
  output: ReviewExperimentOutput;
  /** Null while the pair has no result (not run yet, or being re-run). */
  digest: string | null;
}

/** The experiment outputs that queue items name, as they are now, by queue item id. */
export async function loadExperimentOutputs(
  db: Db,
  projectId: string,
  items: readonly ExperimentPairRef[],
): Promise<Map<string, LoadedExperimentOutput>> {
  const refs = items.filter(
    (item): item is ExperimentPairRef & { experiment_id: string; experiment_item_id: string } =>
      item.experiment_id !== null && item.experiment_item_id !== null,
  );
  const loaded = new Map<string, LoadedExperimentOutput>();
  if (refs.length === 0) return loaded;
  const experimentIds = [...new Set(refs.map((item) => item.experiment_id))];
  const itemIds = [...new Set(refs.map((item) => item.experiment_item_id))];
  const [experiments, experimentItems, results] = await Promise.all([
    db
      .selectFrom('experiment')
      .select(['id', 'variants'])
      .where('project_id', '=', projectId)
      .where('id', 'in', experimentIds)
      .execute(),
    db
      .selectFrom('experiment_item')
      .select(['experiment_id', 'id', 'input', 'expected_output'])
      .where('project_id', '=', projectId)
      .where('experiment_id', 'in', experimentIds)
      .where('id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('experiment_result')
      .select(['experiment_id', 'item_id', 'variant_index', 'output', 'error'])
      .where('project_id', '=', projectId)
      .where('experiment_id', 'in', experimentIds)
      .where('item_id', 'in', itemIds)
      .execute(),
  ]);
  const variantsOf = new Map<string, ExperimentVariant[]>(
    experiments.map((row) => [row.id, storedVariantsSchema.parse(row.variants)]),
  );
  const itemByKey = new Map(experimentItems.map((row) => [`${row.experiment_id}/${row.id}`, row]));
  const resultByKey = new Map(
    results.map((row) => [`${row.experiment_id}/${row.item_id}/${row.variant_index}`, row]),
  );
  for (const ref of refs) {
    const item = itemByKey.get(`${ref.experiment_id}/${ref.experiment_item_id}`);
    if (!item) continue;
    const variantIndex = ref.variant_index ?? 0;
    const variant = variantsOf.get(ref.experiment_id)?.[variantIndex];
    const result = resultByKey.get(
      `${ref.experiment_id}/${ref.experiment_item_id}/${variantIndex}`,
    );
    loaded.set(ref.id, {
      output: {
        experimentId: ref.experiment_id,
        itemId: ref.experiment_item_id,
        variantIndex,
        variantLabel: variant
          ? experimentVariantLabel(variant, variantIndex)
          : `Variant ${variantIndex + 1}`,
        input: item.input as DatasetItemValue,
        expectedOutput: (item.expected_output ?? null) as DatasetItemValue | null,
        output: result?.output ?? null,
        error: result?.error ?? null,
      },
      digest: result ? outputDigest(result) : null,
    });
  }
  return loaded;
}
