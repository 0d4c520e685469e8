import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

/** Whether the text parses as one JSON object or array (bare scalars do not count, as in the log filter). */
export function isJsonDocument(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return false;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** Longest text searched for an embedded JSON value, so a huge answer stays cheap. */
const maxSearchedLength = 100_000;

/** Most brackets tried as the start of an embedded value, so a text of brackets stays linear. */
const maxTriedOpenings = 100;

/**
 * Whether the text holds a JSON object or array somewhere, as in
 * `Here it is: {"name": "Ada"}`: from each `{` or `[`, the span up to its
 * balancing bracket (outside strings) must parse. Reads the first 100,000
 * characters and tries the first 100 brackets.
 */
export function containsJson(text: string): boolean {
  const searched = text.slice(0, maxSearchedLength);
  let tried = 0;
  for (let start = 0; start < searched.length && tried < maxTriedOpenings; start += 1) {
    const opening = searched[start];
    if (opening !== '{' && opening !== '[') continue;
    tried += 1;
    const end = balancedEnd(searched, start);
    if (end === -1) continue;
    if (isJsonDocument(searched.slice(start, end + 1))) return true;
    // Openings inside a balanced span that did not parse may still start a value: go on after this one.
  }
  return false;
}

function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
      continue;
    }
    if (character === '"') inString = true;
    else if (character === '{' || character === '[') depth += 1;
    else if (character === '}' || character === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/**
 * JSON checks on the field's text, as the JSON log filter: `valid` when the
 * whole text is a JSON object or array, `invalid` when the field is there and
 * is not, `contains` when it is valid or embeds one. Unlike the SQL filter,
 * which can only test the outer brackets, this parses the JSON. A missing
 * field passes none of the three.
 */
export const jsonCheck: CheckFunction<'json'> = ([field, check], subject) => {
  const text = subjectText(subject[field]);
  if (text === null) {
    return { passed: false, score: null, reason: `There is no ${field} to check for JSON.` };
  }
  const valid = isJsonDocument(text);
  const contains = valid || containsJson(text);
  const passed = check === 'valid' ? valid : check === 'invalid' ? !valid : contains;
  const found = valid
    ? `The ${field} is valid JSON.`
    : contains
      ? `The ${field} is not JSON as a whole but contains a JSON value.`
      : `The ${field} is not JSON and contains none.`;
  return { passed, score: null, reason: found };
};
