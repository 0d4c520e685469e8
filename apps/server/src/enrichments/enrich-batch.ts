import type { EnricherKind, EnricherSettings } from '@lookout/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  type ComputedEnrichments,
  computeEnrichments,
  type ModelAccess,
} from './compute-enrichments.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { enrichmentTexts } from './enrichment-texts.js';
import { saveRunEnrichments } from './run-enrichment.repository.js';

/** Lets pending I/O callbacks (ingestion's requests) run before the next run is enriched. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A batch of one project's runs to enrich, and how. */
export interface EnrichmentBatch {
  projectId: string;
  runIds: readonly string[];
  enrichers: readonly EnricherSettings[];
  model: (settings: EnricherSettings) => ModelAccess;
  retryModelFailures: boolean;
  signal: AbortSignal;
}

/** Computes a batch's enrichments (runs deleted meanwhile are skipped); stores nothing. */
export async function computeBatch(
  deps: EnrichmentDependencies,
  batch: EnrichmentBatch,
): Promise<(ComputedEnrichments & { runId: string })[]> {
  if (batch.runIds.length === 0 || batch.enrichers.length === 0) return [];
  const runs = await deps.db
    .selectFrom('run')
    .select(['id', 'input', 'output'])
    .where('project_id', '=', batch.projectId)
    .where('id', 'in', [...batch.runIds])
    .execute();
  const computed = [];
  for (const run of runs) {
    await yieldToRequests();
    batch.signal.throwIfAborted();
    computed.push({
      runId: run.id,
      ...(await computeEnrichments(enrichmentTexts(run), batch.enrichers, {
        engines: deps.engines,
        model: batch.model,
        retryModelFailures: batch.retryModelFailures,
      })),
    });
  }
  return computed;
}

/**
 * Computes `enrichers` on the given runs of a project and stores the results
 * in one statement (idempotent: see `saveRunEnrichments`), in `db` (a
 * transaction that also saves a checkpoint). Answers how many runs it enriched.
 */
export async function enrichBatch(
  deps: EnrichmentDependencies,
  batch: EnrichmentBatch,
  db: Kysely<Database> | Transaction<Database> = deps.db,
): Promise<number> {
  const computed = await computeBatch(deps, batch);
  const kinds: EnricherKind[] = batch.enrichers.map((settings) => settings.kind);
  await saveRunEnrichments(db, batch.projectId, kinds, computed);
  return computed.length;
}
