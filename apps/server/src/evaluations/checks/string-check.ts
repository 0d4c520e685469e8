import type { FilterParamsOf } from '@lookout/filters';
import { edgeText, subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

type StringParams = FilterParamsOf<'string'>;

const fieldsOfChoice = {
  input: ['input'],
  output: ['output'],
  any: ['input', 'output'],
} as const satisfies Record<StringParams[0], readonly ('input' | 'output')[]>;

const matchWords = {
  contains: 'contains',
  notcontains: 'does not contain',
  starts: 'starts with',
  ends: 'ends with',
} as const satisfies Record<StringParams[1], string>;

function textFor(value: unknown, match: StringParams[1]): string | null {
  if (match === 'starts') return edgeText(value, 'first');
  if (match === 'ends') return edgeText(value, 'last');
  return subjectText(value);
}

function found(text: string, needle: string, match: StringParams[1]): boolean {
  if (match === 'starts') return text.startsWith(needle);
  if (match === 'ends') return text.endsWith(needle);
  return text.includes(needle);
}

/**
 * Passes when the text contains, does not contain, starts or ends with the
 * string, with or without case, as the string log filter: `starts` reads the
 * first message of a chat and `ends` the last; with `any`, input or output
 * may match, except `notcontains`, which needs both not to contain it. A
 * missing field does not contain the string.
 */
export const stringCheck: CheckFunction<'string'> = (
  [choice, match, sensitivity, needle],
  subject,
) => {
  const fold = (text: string) => (sensitivity === 'sensitive' ? text : text.toLocaleLowerCase());
  const hits = fieldsOfChoice[choice].map((field) => {
    const text = textFor(subject[field], match);
    return text !== null && found(fold(text), fold(needle), match);
  });
  const passed = match === 'notcontains' ? hits.every((hit) => !hit) : hits.some(Boolean);
  const where = choice === 'any' ? 'input or output' : choice;
  const caseWords = sensitivity === 'sensitive' ? ' (case sensitive)' : '';
  return {
    passed,
    score: null,
    reason: `${passed ? 'Yes' : 'No'}: the check wants the ${where} that ${matchWords[match]} ${JSON.stringify(needle)}${caseWords}.`,
  };
};
