import { analyzeSentiment } from '../../text-analysis/sentiment.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

/**
 * Passes when the output reads with the chosen sentiment (positive, neutral
 * or negative, by word scores with negation and intensifiers); the score runs from -1 to 1. A
 * missing output passes none.
 */
export const sentimentCheck: CheckFunction<'sentiment'> = ([wanted], subject) => {
  const text = subjectText(subject.output);
  if (text === null) return { passed: false, score: null, reason: 'There is no output to read.' };
  const { label, score } = analyzeSentiment(text);
  return {
    passed: label === wanted,
    score,
    reason: `The output reads ${label} (score ${score} from -1 to 1); the check wants ${wanted}.`,
  };
};
