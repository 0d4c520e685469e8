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
import { inProcessAnalysis, isLocalEnricher } from './local-analysis.js';
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

/**
 * Computes a batch's enrichments (runs deleted meanwhile are skipped); stores
 * nothing. The offline enrichers run where `deps.analysis` puts them (the
 * server's analysis thread), the model-backed ones here (they wait on I/O).
 */
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
  const texts = runs.map(enrichmentTexts);
  const local = batch.enrichers.filter(isLocalEnricher);
  const byModel = batch.enrichers.filter((settings) => !isLocalEnricher(settings));
  const analysis = deps.analysis ?? inProcessAnalysis(deps.engines);
  const analysed =
    local.length > 0 ? await analysis.analyse(texts, local, batch.signal) : undefined;
  const computed = [];
  for (const [index, run] of runs.entries()) {
    const offline = analysed?.[index] ?? { results: {}, errors: {} };
    let online: ComputedEnrichments = { results: {}, errors: {} };
    if (byModel.length > 0) {
      await yieldToRequests();
      batch.signal.throwIfAborted();
      online = await computeEnrichments(texts[index] as (typeof texts)[number], byModel, {
        engines: deps.engines,
        model: batch.model,
        retryModelFailures: batch.retryModelFailures,
      });
    }
    computed.push({
      runId: run.id,
      results: { ...offline.results, ...online.results },
      errors: { ...offline.errors, ...online.errors },
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
