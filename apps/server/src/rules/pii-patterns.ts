import type { PiiKind } from '@lookout/domain';

/**
 * Patterns of the PII kinds that can be found by shape. `person` and
 * `location` need a language model (an enrichment), so masking rules cannot
 * apply them at ingestion; `regex` uses the rule's own patterns.
 */
export const piiPatterns = {
  email: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  // International or national numbers with at least 9 digits, allowing spaces, dots, dashes and brackets.
  phone: /(?<![\w+])\+?\d[\d\s().-]{7,}\d(?!\w)/g,
  cc: /\b(?:\d[ -]?){12,18}\d\b/g,
  ip: /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b|\b(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}\b/gi,
} as const satisfies Partial<Record<PiiKind, RegExp>>;

/** What a masked value is replaced with, per kind. */
export const piiReplacements: Record<PiiKind, string> = {
  person: '[PERSON]',
  email: '[EMAIL]',
  phone: '[PHONE]',
  location: '[LOCATION]',
  cc: '[CREDIT_CARD]',
  ip: '[IP]',
  regex: '[REDACTED]',
};

/** Luhn checksum, so that long order numbers are not mistaken for card numbers. */
export function passesLuhn(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
