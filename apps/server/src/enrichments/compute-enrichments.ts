import type { EnricherKind, EnricherSettings, RunEnrichments } from '@lookout/domain';
import { ProviderCallError } from '../providers/provider-error.js';
import type { AskModel } from './ask-model.js';
import type { EnrichmentEngines } from './enrichment-engines.js';
import type { EnrichmentTexts } from './enrichment-texts.js';

/** How a model-backed enricher reaches its model: a bound question, or why there is none. */
export type ModelAccess = { ask: AskModel } | { unavailable: string };

/** What computing a run's enrichments gives: results of the kinds that worked, errors of the others. */
export interface ComputedEnrichments {
  results: RunEnrichments;
  errors: Partial<Record<EnricherKind, string>>;
}

/** A model call that may work on a later attempt (the provider failed or timed out). */
export class RetryableEnrichmentError extends Error {}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function computeSide(
  settings: EnricherSettings,
  text: string,
  engines: EnrichmentEngines,
  model: (settings: EnricherSettings) => ModelAccess,
): Promise<unknown> {
  switch (settings.kind) {
    case 'language':
      return engines.language(text);
    case 'sentiment':
      return engines.sentiment(text);
    case 'pii':
      return { entities: engines.pii(text, settings.config) };
    case 'toxicity': {
      if (settings.config.method === 'local') return engines.toxicity(text);
      const access = model(settings);
      if ('unavailable' in access) throw new Error(access.unavailable);
      return engines.toxicityByModel(text, access.ask);
    }
    case 'topics': {
      if (settings.config.method === 'local')
        return { topics: engines.topics(text, settings.config.topics) };
      const access = model(settings);
      if ('unavailable' in access) throw new Error(access.unavailable);
      return { topics: await engines.topicsByModel(text, settings.config.topics, access.ask) };
    }
  }
}

/**
 * Runs every enricher of `enrichers` on a run's input and output. A kind whose
 * analyser fails gets an error instead of a result (a model-backed enricher
 * without a usable key says so: the local method is never put in its place
 * silently). With `retryModelFailures`, a failing model call throws
 * `RetryableEnrichmentError` instead, so the job is retried; except a base
 * URL the outbound policy refuses, which no later attempt can reach.
 */
export async function computeEnrichments(
  texts: EnrichmentTexts,
  enrichers: readonly EnricherSettings[],
  deps: {
    engines: EnrichmentEngines;
    model: (settings: EnricherSettings) => ModelAccess;
    retryModelFailures?: boolean;
  },
): Promise<ComputedEnrichments> {
  const results: Record<string, unknown> = {};
  const errors: Partial<Record<EnricherKind, string>> = {};
  for (const settings of enrichers) {
    try {
      const sides: Record<'input' | 'output', unknown> = { input: null, output: null };
      for (const side of ['input', 'output'] as const) {
        const text = texts[side];
        if (text !== null)
          sides[side] = await computeSide(settings, text, deps.engines, deps.model);
      }
      results[settings.kind] = sides;
    } catch (error) {
      const usesModel = 'method' in settings.config && settings.config.method === 'model';
      const hasModel = usesModel && !('unavailable' in deps.model(settings));
      const refused = error instanceof ProviderCallError && error.failure === 'address_refused';
      if (hasModel && deps.retryModelFailures && !refused)
        throw new RetryableEnrichmentError(messageOf(error));
      errors[settings.kind] = messageOf(error);
    }
  }
  return { results: results as RunEnrichments, errors };
}
