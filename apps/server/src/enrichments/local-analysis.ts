import type { EnricherSettings } from '@lookout/domain';
import {
  type ComputedEnrichments,
  computeEnrichments,
  type ModelAccess,
} from './compute-enrichments.js';
import type { EnrichmentEngines } from './enrichment-engines.js';
import type { EnrichmentTexts } from './enrichment-texts.js';

/**
 * Whether an enricher computes offline, with CPU only (language, sentiment,
 * PII, and toxicity or topics with their local method), so it can run away
 * from the event loop that answers requests; model-backed ones wait on I/O.
 */
export function isLocalEnricher(settings: EnricherSettings): boolean {
  return !('method' in settings.config) || settings.config.method !== 'model';
}

const noModel = (): ModelAccess => ({ unavailable: 'A local enricher uses no model.' });

/** The local enrichments of one run's texts; `enrichers` are local ones (see `isLocalEnricher`). */
export function analyseTexts(
  texts: EnrichmentTexts,
  enrichers: readonly EnricherSettings[],
  engines: EnrichmentEngines,
): Promise<ComputedEnrichments> {
  return computeEnrichments(texts, enrichers, { engines, model: noModel });
}

/**
 * Where the offline enrichers run. The server hands them to a worker thread
 * (`AnalysisThreadPool`), so the CPU they take never holds the event loop
 * that acknowledges ingestion; `inProcessAnalysis` runs them on the calling
 * thread (tests, and `LOOKOUT_ENRICHMENT_THREADS=0`).
 */
export interface LocalAnalysis {
  /**
   * Each run's enrichments by `enrichers` (local ones), in the order of
   * `runs`. Rejects with the signal's reason once it aborts.
   */
  analyse(
    runs: readonly EnrichmentTexts[],
    enrichers: readonly EnricherSettings[],
    signal: AbortSignal,
  ): Promise<ComputedEnrichments[]>;
}

/** Lets pending I/O callbacks (ingestion's requests) run before the next run is analysed. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Analysis on the calling thread with `engines`, one run at a time between pending I/O. */
export function inProcessAnalysis(engines: EnrichmentEngines): LocalAnalysis {
  return {
    async analyse(runs, enrichers, signal) {
      const analysed: ComputedEnrichments[] = [];
      for (const texts of runs) {
        await yieldToRequests();
        signal.throwIfAborted();
        analysed.push(await analyseTexts(texts, enrichers, engines));
      }
      return analysed;
    },
  };
}
