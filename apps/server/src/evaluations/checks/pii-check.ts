import { passesLuhn, piiPatterns } from '../../rules/pii-patterns.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

type PiiShape = keyof typeof piiPatterns;

const shapeNames = {
  email: 'an email address',
  phone: 'a phone number',
  cc: 'a credit card number',
  ip: 'an IP address',
} as const satisfies Record<PiiShape, string>;

/** The kinds of personal data found in a text by the masking rules' patterns (card numbers must pass Luhn). */
export function findPiiKinds(text: string): PiiShape[] {
  return (Object.keys(piiPatterns) as PiiShape[]).filter((kind) => {
    for (const match of text.matchAll(piiPatterns[kind])) {
      if (kind !== 'cc' || passesLuhn(match[0])) return true;
    }
    return false;
  });
}

/**
 * Passes when the input or output contains personal data that has a shape
 * (email, phone, card, IP address: the masking rules' patterns), or, with
 * `not_contains`, when neither does. Names and places need a language model
 * and are not looked for.
 */
export const piiCheck: CheckFunction<'pii'> = ([choice], subject) => {
  const text = [subjectText(subject.input), subjectText(subject.output)]
    .filter((part): part is string => part !== null)
    .join('\n');
  const kinds = findPiiKinds(text);
  const found = kinds.length > 0;
  return {
    passed: choice === 'contains' ? found : !found,
    score: null,
    reason: found
      ? `Found ${kinds.map((kind) => shapeNames[kind]).join(', ')}.`
      : 'Found no email address, phone number, credit card number or IP address.',
  };
};
