import type { EnricherSettings } from '@lookout/domain';
import type { ComputedEnrichments } from '../compute-enrichments.js';
import type { EnrichmentTexts } from '../enrichment-texts.js';

/** What the pool posts to an analysis thread: some runs' texts and the local enrichers to run. */
export interface AnalysisRequest {
  id: number;
  runs: readonly EnrichmentTexts[];
  enrichers: readonly EnricherSettings[];
}

/**
 * What the thread answers: that it has loaded its analysers (once, first), then for each
 * request each run's enrichments in order, or why it could not.
 */
export type AnalysisReply =
  | { ready: true }
  | { id: number; results: ComputedEnrichments[] }
  | { id: number; error: string };

/** What a thread is started with. */
export interface AnalysisThreadData {
  /** The thread's nice value (Linux: per thread); 0 leaves it as the process's. */
  niceness: number;
}
