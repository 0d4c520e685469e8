import type {
  EnricherConfigOf,
  EnrichmentValueOf,
  LanguageCode,
  PiiEntity,
  Topic,
} from '@lookout/domain';
import { detectLanguage } from '../text-analysis/detect-language.js';
import { analyzeSentiment } from '../text-analysis/sentiment.js';
import type { AskModel } from './ask-model.js';

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

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Interim local analysers for the kinds whose engines are being written
 * (PII, toxicity, topics): plain and conservative, replaced by
 * `text-analysis/` engines as they land.
 */
const interim = {
  pii(text: string, config: EnricherConfigOf<'pii'>): PiiEntity[] {
    if (!config.kinds.includes('email')) return [];
    return [...text.matchAll(emailPattern)].map((match) => ({
      kind: 'email' as const,
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
    }));
  },
  toxicity(_text: string): EnrichmentValueOf<'toxicity'> {
    return { toxic: false, labels: [], score: 0 };
  },
  topics(text: string, topics: readonly Topic[]): string[] {
    const lower = text.toLowerCase();
    return topics.filter((topic) => lower.includes(topic.name.toLowerCase())).map((t) => t.name);
  },
};

/** The offline analysers of `text-analysis/`, and the model-backed methods through `AskModel`. */
export const defaultEnrichmentEngines: EnrichmentEngines = {
  language(text) {
    const code: LanguageCode | null = detectLanguage(text);
    return { code, confidence: code ? 1 : 0 };
  },
  sentiment: (text) => analyzeSentiment(text),
  pii: interim.pii,
  toxicity: interim.toxicity,
  topics: interim.topics,
  async toxicityByModel() {
    throw new Error('Toxicity by model is not available in this build.');
  },
  async topicsByModel() {
    throw new Error('Topics by model is not available in this build.');
  },
};
