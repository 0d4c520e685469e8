import { counts, wordTokens } from './word-tokens.js';

/** Precision, recall and their F1 (β = 1) of one ROUGE comparison. */
export interface RougeScore {
  precision: number;
  recall: number;
  f1: number;
}

function score(overlap: number, candidateCount: number, referenceCount: number): RougeScore {
  const precision = candidateCount === 0 ? 0 : overlap / candidateCount;
  const recall = referenceCount === 0 ? 0 : overlap / referenceCount;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

function overlapOf<T>(candidate: readonly T[], reference: readonly T[]): number {
  const referenceCounts = counts(reference);
  let overlap = 0;
  for (const [item, count] of counts(candidate)) {
    overlap += Math.min(count, referenceCounts.get(item) ?? 0);
  }
  return overlap;
}

function nGrams(words: readonly string[], n: number): string[] {
  const grams: string[] = [];
  for (let index = 0; index + n <= words.length; index += 1) {
    grams.push(words.slice(index, index + n).join(' '));
  }
  return grams;
}

/**
 * ROUGE-N (Lin, 2004): n-grams shared by the candidate and the reference,
 * each counted at most as often as in either (clipped), over the candidate's
 * n-grams (precision) and the reference's (recall). `n` is 1 by default.
 */
export function rougeN(candidate: string, reference: string, n = 1): RougeScore {
  const left = nGrams(wordTokens(candidate), n);
  const right = nGrams(wordTokens(reference), n);
  return score(overlapOf(left, right), left.length, right.length);
}

/** The length of the longest common subsequence of two word lists (dynamic programming, two rows). */
export function longestCommonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      current[j] =
        word === b[j - 1]
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Longest text, in words, compared by ROUGE-L (the table grows with the product of the lengths). */
export const maxLcsWords = 5_000;

/**
 * ROUGE-L (Lin, 2004), sentence level: the longest common subsequence of
 * words over the candidate's length (precision) and the reference's (recall).
 * Texts are read up to their first 5,000 words.
 */
export function rougeL(candidate: string, reference: string): RougeScore {
  const left = wordTokens(candidate).slice(0, maxLcsWords);
  const right = wordTokens(reference).slice(0, maxLcsWords);
  return score(longestCommonSubsequence(left, right), left.length, right.length);
}

function skipBigrams(words: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let first = 0; first < words.length; first += 1) {
    for (let second = first + 1; second < words.length; second += 1) {
      pairs.push(`${words[first]} ${words[second]}`);
    }
  }
  return pairs;
}

/** Longest text, in words, whose skip-bigrams are counted (they grow with the square of the length). */
export const maxSkipBigramWords = 500;

/**
 * ROUGE-S (Lin, 2004) with no limit on the gap: pairs of words in sentence
 * order, any distance apart, shared by both texts (clipped counts), over the
 * candidate's C(n, 2) pairs (precision) and the reference's (recall). Texts
 * are read up to their first 500 words.
 */
export function rougeS(candidate: string, reference: string): RougeScore {
  const left = skipBigrams(wordTokens(candidate).slice(0, maxSkipBigramWords));
  const right = skipBigrams(wordTokens(reference).slice(0, maxSkipBigramWords));
  return score(overlapOf(left, right), left.length, right.length);
}
