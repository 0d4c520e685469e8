/** A quantified group that itself holds a quantifier: `(a+)+`, `(\w*)*`, `(a|a?)+`. */
const nestedQuantifier = /\((?:[^()\\]|\\.)*[+*?}](?:[^()\\]|\\.)*\)\s*(?:[+*]|\{\d+,\d*\})/;

/**
 * Why a custom PII pattern cannot be saved, or null when it can: it must
 * compile as a JavaScript regular expression and hold no nested quantifier,
 * the shape of catastrophic backtracking that would hang the server.
 * @example checkCustomRegex('(a+)+$') // 'nested quantifiers …'
 */
export function checkCustomRegex(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    return `not a valid regular expression (${(error as Error).message})`;
  }
  if (nestedQuantifier.test(pattern))
    return 'nested quantifiers such as (a+)+ can take exponential time; rewrite the pattern without repeating a repeated group';
  return null;
}
