import type { PiiKind, SentimentLabel } from '@lookout/domain';

/** Display names of the kinds of personal data (SPEC §3). */
export const piiKindNames: Readonly<Record<PiiKind, string>> = {
  person: 'Person',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  cc: 'Card number',
  ip: 'IP address',
  regex: 'Custom pattern',
};

/** The badge colour of each sentiment. */
export const sentimentVariants = {
  positive: 'success',
  neutral: 'secondary',
  negative: 'danger',
} as const satisfies Record<SentimentLabel, string>;
