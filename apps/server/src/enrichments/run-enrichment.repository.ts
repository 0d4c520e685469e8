import {
  type EnricherKind,
  enricherKinds,
  type RunEnrichments,
  runEnrichmentsSchema,
} from '@lookout/domain';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, RunEnrichmentTable } from '../db/schema.js';
import type { ComputedEnrichments } from './compute-enrichments.js';

type Row = Insertable<RunEnrichmentTable>;
type Column = keyof RunEnrichmentTable & string;

/** The typed columns each kind fills (both sides), which filters and charts read. */
export const enrichmentColumns: { readonly [Kind in EnricherKind]: readonly Column[] } = {
  language: ['input_language', 'output_language'],
  sentiment: [
    'input_sentiment',
    'input_sentiment_score',
    'output_sentiment',
    'output_sentiment_score',
  ],
  pii: ['input_pii', 'output_pii'],
  toxicity: ['input_toxic', 'output_toxic', 'input_toxicity', 'output_toxicity'],
  topics: ['input_topics', 'output_topics'],
};

const unique = (values: readonly string[]) => [...new Set(values)].sort();

/** One run's typed columns from its computed results (kinds not computed are left out). */
export function typedColumns(results: RunEnrichments): Partial<Row> {
  const row: Partial<Row> = {};
  for (const side of ['input', 'output'] as const) {
    const { language, sentiment, pii, toxicity, topics } = results;
    if (language) row[`${side}_language`] = language[side]?.code ?? null;
    if (sentiment) {
      row[`${side}_sentiment`] = sentiment[side]?.label ?? null;
      row[`${side}_sentiment_score`] = sentiment[side]?.score ?? null;
    }
    if (pii) {
      const entities = pii[side]?.entities;
      row[`${side}_pii`] = entities ? unique(entities.map((entity) => entity.kind)) : null;
    }
    if (toxicity) {
      row[`${side}_toxic`] = toxicity[side]?.toxic ?? null;
      row[`${side}_toxicity`] = toxicity[side] ? unique(toxicity[side].labels) : null;
    }
    if (topics) row[`${side}_topics`] = topics[side] ? unique(topics[side].topics) : null;
  }
  return row;
}

/**
 * Stores computed enrichments of runs, idempotently: a run's row is created or
 * updated in place, the kinds in `kinds` replaced (their typed columns,
 * results and errors) and every other kind left as it was, so a retry, a
 * restart or a backfill of one kind never duplicates nor erases anything.
 */
export async function saveRunEnrichments(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  kinds: readonly EnricherKind[],
  computed: readonly (ComputedEnrichments & { runId: string })[],
): Promise<void> {
  if (computed.length === 0 || kinds.length === 0) return;
  const rows: Row[] = computed.map(({ runId, results, errors }) => ({
    project_id: projectId,
    run_id: runId,
    ...typedColumns(results),
    results: JSON.stringify(results),
    errors: JSON.stringify(errors),
  }));
  // A kind that failed this time has no typed values in `excluded` (its columns default to null).
  const set: Record<string, unknown> = {};
  for (const kind of kinds) {
    for (const column of enrichmentColumns[kind]) set[column] = sql.ref(`excluded.${column}`);
  }
  const kindList = sql.val([...kinds]);
  await db
    .insertInto('run_enrichment')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'run_id']).doUpdateSet({
        ...(set as Partial<Row>),
        results: sql`(run_enrichment.results - ${kindList}::text[]) || excluded.results`,
        errors: sql`(run_enrichment.errors - ${kindList}::text[]) || excluded.errors`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** A run's stored enrichments, as `GET /v1/runs/{id}` carries them ({} when none is stored). */
export async function findRunEnrichments(
  db: Kysely<Database>,
  projectId: string,
  runId: string,
): Promise<RunEnrichments> {
  const row = await db
    .selectFrom('run_enrichment')
    .select('results')
    .where('project_id', '=', projectId)
    .where('run_id', '=', runId)
    .executeTakeFirst();
  const parsed = runEnrichmentsSchema.safeParse(row?.results ?? {});
  if (!parsed.success) return {};
  // Only the catalogue's kinds, in its order.
  const out: Record<string, unknown> = {};
  for (const kind of enricherKinds) if (parsed.data[kind]) out[kind] = parsed.data[kind];
  return out as RunEnrichments;
}
