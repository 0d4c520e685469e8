import type { PiiKind } from '@lookout/domain';

/**
 * What a masked value is replaced with, per kind. What counts as each kind is
 * the PII detector's business (`text-analysis/pii.ts`), shared with the PII
 * enrichment and the `pii` check.
 */
export const piiReplacements: Record<PiiKind, string> = {
  person: '[PERSON]',
  email: '[EMAIL]',
  phone: '[PHONE]',
  location: '[LOCATION]',
  cc: '[CREDIT_CARD]',
  ip: '[IP]',
  regex: '[REDACTED]',
};
