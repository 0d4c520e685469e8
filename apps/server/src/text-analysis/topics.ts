import type { Topic } from '@lookout/domain';
import { distinctTopicTerms, topicTerms } from './topic-terms.js';

/** How much a word of the topic's name counts against a word of its description. */
const nameWeight = 2;
/**
 * A topic matches when the idf-weighted words it shares with the text add up
 * to at least this: a word only this topic uses weighs 1 (2 in its name), a
 * word every topic uses ln 2 / ln(1 + topics)…
 */
export const minTopicScore = 1;
/** …and to at least this share of the best topic's score, so a stray word does not add a topic. */
export const relativeTopicScore = 0.5;

interface TopicProfile {
  name: string;
  /** Stemmed term → weight (name words count double). */
  weights: Map<string, number>;
}

interface CompiledTopics {
  profiles: TopicProfile[];
  /** Rarer among the topics is more telling: ln(1 + topics / topics using the term), over ln(1 + topics). */
  idf: Map<string, number>;
}

const compiledCache = new WeakMap<readonly Topic[], CompiledTopics>();

function compileTopics(topics: readonly Topic[]): CompiledTopics {
  const cached = compiledCache.get(topics);
  if (cached) return cached;
  const profiles = topics.map((topic) => {
    const weights = new Map<string, number>();
    for (const term of topicTerms(topic.description)) weights.set(term, 1);
    for (const term of topicTerms(topic.name)) weights.set(term, nameWeight);
    return { name: topic.name, weights };
  });
  const usage = new Map<string, number>();
  for (const profile of profiles)
    for (const term of profile.weights.keys()) usage.set(term, (usage.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  const unique = Math.log(1 + profiles.length);
  for (const [term, count] of usage) idf.set(term, Math.log(1 + profiles.length / count) / unique);
  const compiled = { profiles, idf };
  compiledCache.set(topics, compiled);
  return compiled;
}

/** Each topic's score for a text: the idf-weighted sum of the distinct terms they share. */
export function scoreTopics(
  text: string,
  topics: readonly Topic[],
): { name: string; score: number }[] {
  const { profiles, idf } = compileTopics(topics);
  const terms = distinctTopicTerms(text);
  return profiles.map((profile) => {
    let score = 0;
    for (const term of terms) {
      const weight = profile.weights.get(term);
      if (weight !== undefined) score += weight * (idf.get(term) ?? 0);
    }
    return { name: profile.name, score };
  });
}

/**
 * The project's topics a text is about (0 to n names, in the project's
 * order), offline: lexical overlap between the text and each topic's name
 * and description, after stop words are dropped and words stemmed, each
 * shared word weighted by how rare it is among the topics (inverse document
 * frequency over the topic list), with an absolute and a relative threshold.
 *
 * Limits: it knows only the words a topic's name and description use (no
 * synonyms: "I was overcharged" needs `overcharge` or `charge` there), reads
 * English best (other languages match only on shared words), ignores
 * negation ("not a billing question" still mentions billing), and topics with
 * an empty description match on their name alone. The model method
 * (`topicsByModel`) has none of these limits.
 * @example classifyTopics('I was charged twice', [{ name: 'Billing', description: 'charges, invoices' }]) // ['Billing']
 */
export function classifyTopics(text: string, topics: readonly Topic[]): string[] {
  if (topics.length === 0 || text.trim().length === 0) return [];
  const scores = scoreTopics(text, topics);
  const best = Math.max(...scores.map((entry) => entry.score));
  if (best < minTopicScore) return [];
  return scores
    .filter((entry) => entry.score >= minTopicScore && entry.score >= best * relativeTopicScore)
    .map((entry) => entry.name);
}
