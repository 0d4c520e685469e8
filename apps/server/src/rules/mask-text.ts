import type { PiiKind } from '@lookout/domain';
import type { RE2JS } from 're2js';
import { passesLuhn, piiPatterns, piiReplacements } from './pii-patterns.js';

/** A compiled masking rule: the kinds to find by shape and the user's own patterns. */
export interface TextMasker {
  kinds: readonly PiiKind[];
  /** The rule's own patterns, compiled for RE2JS (linear time, see user-regex.ts). */
  customPatterns: readonly RE2JS[];
}

const maskOrder = ['email', 'cc', 'ip', 'phone'] as const satisfies readonly PiiKind[];

/** Replaces every match of the masker in `text`. Card numbers must pass the Luhn check. */
export function maskText(text: string, masker: TextMasker): string {
  let masked = text;
  for (const pattern of masker.customPatterns)
    masked = pattern.matcher(masked).replaceAll(piiReplacements.regex);
  // Specific shapes first: a phone pattern would also swallow card numbers and addresses.
  for (const kind of maskOrder.filter((candidate) => masker.kinds.includes(candidate))) {
    if (kind === 'cc') {
      masked = masked.replace(piiPatterns.cc, (match) =>
        passesLuhn(match) ? piiReplacements.cc : match,
      );
    } else if (kind === 'email' || kind === 'phone' || kind === 'ip') {
      masked = masked.replace(piiPatterns[kind], piiReplacements[kind]);
    }
  }
  return masked;
}

/** Masks every string inside a JSON value (keys stay as they are). */
export function maskJson<T>(value: T, masker: TextMasker): T {
  if (typeof value === 'string') return maskText(value, masker) as T;
  if (Array.isArray(value)) return value.map((item) => maskJson(item, masker)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, maskJson(item, masker)]),
    ) as T;
  }
  return value;
}
