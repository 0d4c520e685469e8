import type { EnricherConfigOf, EnrichmentValueOf, PiiEntity, Topic } from '@lookout/domain';
import { detectLanguageWithConfidence } from '../text-analysis/detect-language.js';
import { compilePiiDetector, findPii, type PiiDetector } from '../text-analysis/pii.js';
import { analyzeSentiment } from '../text-analysis/sentiment.js';
import { classifyTopics } from '../text-analysis/topics.js';
import { detectToxicity } from '../text-analysis/toxicity.js';
import type { AskModel } from './ask-model.js';
import { topicsByModel } from './model/topics-by-model.js';
import { toxicityByModel } from './model/toxicity-by-model.js';

/**
 * The analysers the enrichment jobs call, one per kind (and the model-backed
 * methods of toxicity and topics). The server binds them to `text-analysis/`
 * (`defaultEnrichmentEngines`); tests bind counting or failing fakes.
 */
export interface EnrichmentEngines {
  language(text: string): EnrichmentValueOf<'language'>;
  sentiment(text: string): EnrichmentValueOf<'sentiment'>;
  pii(text: string, config: EnricherConfigOf<'pii'>): PiiEntity[];
  toxicity(text: string): EnrichmentValueOf<'toxicity'>;
  topics(text: string, topics: readonly Topic[]): string[];
  toxicityByModel(text: string, ask: AskModel): Promise<EnrichmentValueOf<'toxicity'>>;
  topicsByModel(text: string, topics: readonly Topic[], ask: AskModel): Promise<string[]>;
}

/** A PII enricher's settings compiled once per batch (the same settings object for every run). */
const detectors = new WeakMap<EnricherConfigOf<'pii'>, PiiDetector>();
function detectorOf(config: EnricherConfigOf<'pii'>): PiiDetector {
  let detector = detectors.get(config);
  if (!detector) {
    detector = compilePiiDetector(config);
    detectors.set(config, detector);
  }
  return detector;
}

/** The offline analysers of `text-analysis/`, and the model-backed methods through `AskModel`. */
export const defaultEnrichmentEngines: EnrichmentEngines = {
  language: detectLanguageWithConfidence,
  sentiment: analyzeSentiment,
  pii: (text, config) => findPii(text, detectorOf(config)),
  toxicity: detectToxicity,
  topics: classifyTopics,
  toxicityByModel,
  topicsByModel,
};
