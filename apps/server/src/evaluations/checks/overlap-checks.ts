import { rougeL, rougeN, rougeS } from '../../text-analysis/rouge.js';
import { cosineSimilarity, jaccardSimilarity } from '../../text-analysis/text-similarity.js';
import { askJudge } from '../ask-judge.js';
import { similarityPrompt } from '../judge-prompts/similarity-prompt.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';
import { expectedText } from './expected-text.js';

const rounded = (score: number) => Math.round(score * 10_000) / 10_000;
const percentOf = (score: number) => `${Math.round(score * 1000) / 10}%`;

/**
 * Passes when the answer's similarity to the expected output, 0 to 1, times
 * 100 is at least the minimum: by a judge model (`ai`), by the cosine of
 * word counts, or by the Jaccard index of word sets. Needs an expected output.
 */
export const similarityCheck: CheckFunction<'similarity'> = async (
  [percent, algorithm],
  subject,
  context,
) => {
  const expected = expectedText(subject, 'Similarity');
  const output = subjectText(subject.output) ?? '';
  if (algorithm === 'ai') {
    const verdict = await askJudge(context, similarityPrompt(output, expected));
    return { passed: verdict.score * 100 >= percent, score: verdict.score, reason: verdict.reason };
  }
  const measured = rounded(
    algorithm === 'cosine'
      ? cosineSimilarity(output, expected)
      : jaccardSimilarity(output, expected),
  );
  const name = algorithm === 'cosine' ? 'Cosine similarity' : 'Jaccard similarity';
  return {
    passed: measured * 100 >= percent,
    score: measured,
    reason: `${name} of the words of the answer and the expected output: ${percentOf(measured)} (minimum ${percent}%).`,
  };
};

const rougeVariants = {
  n: { name: 'ROUGE-1 F1 (shared words)', measure: (a: string, b: string) => rougeN(a, b, 1) },
  l: { name: 'ROUGE-L F1 (longest common subsequence)', measure: rougeL },
  'rouge-s': { name: 'ROUGE-S F1 (skip-bigrams)', measure: rougeS },
} as const;

/**
 * Passes when the ROUGE F1 of the answer against the expected output, times
 * 100, is at least the minimum: `n` is ROUGE-1 (unigrams), `l` ROUGE-L, and
 * `rouge-s` ROUGE-S with unlimited skip distance. Needs an expected output.
 */
export const rougeCheck: CheckFunction<'rouge'> = ([percent, variant], subject) => {
  const expected = expectedText(subject, 'ROUGE');
  const output = subjectText(subject.output) ?? '';
  const { name, measure } = rougeVariants[variant];
  const measured = rounded(measure(output, expected).f1);
  return {
    passed: measured * 100 >= percent,
    score: measured,
    reason: `${name} of the answer against the expected output: ${percentOf(measured)} (minimum ${percent}%).`,
  };
};
