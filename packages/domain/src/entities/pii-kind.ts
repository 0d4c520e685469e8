import { z } from 'zod';

/** Kinds of personal data Lookout detects and masks (SPEC §3). */
export const piiKinds = ['person', 'email', 'phone', 'location', 'cc', 'ip', 'regex'] as const;
export const piiKindSchema = z.enum(piiKinds);
export type PiiKind = z.infer<typeof piiKindSchema>;
