import { counts, wordTokens } from './word-tokens.js';

/**
 * Cosine similarity of the word-count vectors of two texts, 0 to 1. Two
 * empty texts are identical (1); one empty text shares nothing (0).
 * @example cosineSimilarity('the cat sat', 'the cat ran') // 2/3
 */
export function cosineSimilarity(a: string, b: string): number {
  const left = counts(wordTokens(a));
  const right = counts(wordTokens(b));
  if (left.size === 0 && right.size === 0) return 1;
  if (left.size === 0 || right.size === 0) return 0;
  let dot = 0;
  for (const [word, count] of left) dot += count * (right.get(word) ?? 0);
  const norm = (vector: Map<string, number>) =>
    Math.sqrt([...vector.values()].reduce((sum, count) => sum + count * count, 0));
  return Math.min(1, dot / (norm(left) * norm(right)));
}

/**
 * Jaccard similarity of the word sets of two texts: shared words over all
 * words, 0 to 1. Two empty texts are identical (1).
 * @example jaccardSimilarity('the cat sat', 'the cat ran') // 2/4
 */
export function jaccardSimilarity(a: string, b: string): number {
  const left = new Set(wordTokens(a));
  const right = new Set(wordTokens(b));
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}
