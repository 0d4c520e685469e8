import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';
import { compareNumber, operatorWords } from './compare-number.js';

/**
 * Passes when the field's text has a number of characters (Unicode code
 * points) that compares with the count, as the length log filter. The score
 * is the length; a missing field passes no comparison.
 */
export const lengthCheck: CheckFunction<'length'> = ([field, operator, characters], subject) => {
  const text = subjectText(subject[field]);
  if (text === null) {
    return { passed: false, score: null, reason: `There is no ${field} to measure.` };
  }
  const length = [...text].length;
  const passed = compareNumber(length, operator, characters);
  return {
    passed,
    score: length,
    reason: `The ${field} is ${length} characters long; the check wants ${operatorWords[operator]} ${characters}.`,
  };
};
