import type { PiiKind } from '@lookout/domain';
import type { RE2JS } from 're2js';
import { findPii, type PiiDetector } from '../text-analysis/pii.js';
import { piiReplacements } from './pii-patterns.js';

/** A compiled masking rule: the kinds to find and the user's own patterns. */
export interface TextMasker {
  kinds: readonly PiiKind[];
  /** The rule's own patterns, compiled for RE2JS (linear time, see user-regex.ts). */
  customPatterns: readonly RE2JS[];
}

const detectors = new WeakMap<TextMasker, PiiDetector>();

/** The PII detector of a masking rule: its kinds, plus `regex` when it has patterns. */
function detectorOf(masker: TextMasker): PiiDetector {
  let detector = detectors.get(masker);
  if (!detector) {
    const kinds = masker.kinds.filter((kind) => kind !== 'regex');
    detector = {
      kinds: masker.customPatterns.length > 0 ? [...kinds, 'regex'] : kinds,
      patterns: masker.customPatterns.map((regex, index) => ({
        name: `custom ${index + 1}`,
        regex,
      })),
    };
    detectors.set(masker, detector);
  }
  return detector;
}

/**
 * Replaces the personal data the PII detector finds in `text` (the same
 * detector as the PII enrichment: names and places, emails, phones, cards
 * passing Luhn, IP addresses, the rule's patterns) with `[KIND]` markers.
 */
export function maskText(text: string, masker: TextMasker): string {
  const entities = findPii(text, detectorOf(masker));
  if (entities.length === 0) return text;
  let masked = '';
  let from = 0;
  for (const entity of entities) {
    masked += text.slice(from, entity.start) + piiReplacements[entity.kind];
    from = entity.end;
  }
  return masked + text.slice(from);
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
