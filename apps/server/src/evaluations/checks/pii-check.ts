import { findPii } from '../../text-analysis/pii.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

const shapeKinds = ['email', 'phone', 'cc', 'ip'] as const;
type PiiShape = (typeof shapeKinds)[number];

const shapeNames = {
  email: 'an email address',
  phone: 'a phone number',
  cc: 'a credit card number',
  ip: 'an IP address',
} as const satisfies Record<PiiShape, string>;

/** The kinds of personal data with a shape found in a text by the PII detector (card numbers must pass Luhn). */
export function findPiiKinds(text: string): PiiShape[] {
  const found = new Set(
    findPii(text, { kinds: shapeKinds, patterns: [] }).map((entity) => entity.kind),
  );
  return shapeKinds.filter((kind) => found.has(kind));
}

/**
 * Passes when the input or output contains personal data that has a shape
 * (email, phone, card, IP address: the PII detector the masking rules use), or, with
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
