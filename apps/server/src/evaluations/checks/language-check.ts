import { languageNames } from '@lookout/domain';
import { detectLanguage } from '../../text-analysis/detect-language.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

/**
 * Passes when the field's text is written in one of the languages, as an
 * offline detector reads it. A text too short to tell, or missing, passes
 * none.
 */
export const languageCheck: CheckFunction<'languages'> = ([field, codes], subject) => {
  const text = subjectText(subject[field]);
  const detected = text === null ? null : detectLanguage(text);
  if (detected === null) {
    return {
      passed: false,
      score: null,
      reason:
        text === null
          ? `There is no ${field} to read.`
          : `The language of the ${field} could not be told (too short or unknown).`,
    };
  }
  const wanted = (codes as readonly string[]).includes(detected);
  return {
    passed: wanted,
    score: null,
    reason: `The ${field} is in ${languageNames[detected]}${wanted ? ', one of' : ', not one of'} ${codes
      .map((code) => languageNames[code])
      .join(', ')}.`,
  };
};
