import { z } from 'zod';
import { enricherRegexSchema, topicSchema } from './enrichment.js';
import { idSchema } from './id.js';
import { piiKindSchema } from './pii-kind.js';
import { timestampSchema } from './timestamp.js';

/** Which side of a model call a policy checks: the prompt, the answer, or both. */
export const guardrailTargets = ['input', 'output', 'both'] as const;
export const guardrailTargetSchema = z.enum(guardrailTargets, {
  error: `Applies to must be one of ${guardrailTargets.join(', ')}`,
});
export type GuardrailTarget = z.infer<typeof guardrailTargetSchema>;

/** What the PII check does with personal data it finds: refuse the text, or only mask it. */
export const guardrailPiiActions = ['block', 'mask'] as const;
export const guardrailPiiActionSchema = z.enum(guardrailPiiActions, {
  error: `Action must be one of ${guardrailPiiActions.join(', ')}`,
});
export type GuardrailPiiAction = z.infer<typeof guardrailPiiActionSchema>;

/** The kinds of check a policy can hold; each violation names one. */
export const guardrailCheckKinds = [
  'pii',
  'toxicity',
  'topics',
  'regex',
  'promptInjection',
  'maxLength',
] as const;
export const guardrailCheckKindSchema = z.enum(guardrailCheckKinds);
export type GuardrailCheckKind = z.infer<typeof guardrailCheckKindSchema>;

/** Longest text a policy's maximum length may allow, in characters (the check's own limit). */
export const guardrailTextLimit = 100_000;

/**
 * The checks of a policy; `null` turns a check off. Every check runs in the
 * server, offline, on the text of the request.
 */
export const guardrailChecksSchema = z.object({
  pii: z
    .object({
      kinds: z.array(piiKindSchema).min(1, 'Choose at least one kind of personal data'),
      action: guardrailPiiActionSchema.default('block'),
    })
    .nullable()
    .default(null),
  toxicity: z.object({}).nullable().default(null),
  /** Topics the application must not discuss: a text classified into one is refused. */
  topics: z
    .object({
      topics: z.array(topicSchema).min(1, 'List at least one topic').max(50, 'At most 50 topics'),
    })
    .nullable()
    .default(null),
  /** A text matching one of these patterns is refused (patterns checked for safety when saved). */
  regexes: z.array(enricherRegexSchema).max(20, 'At most 20 patterns').default([]),
  promptInjection: z
    .object({
      /** The documented built-in phrasings (`promptInjectionPatterns`). */
      builtIn: z.boolean().default(true),
      /** The team's own phrases, matched case-insensitively anywhere in the text. */
      phrases: z
        .array(
          z.string().trim().min(1, 'A phrase cannot be empty').max(200, 'At most 200 characters'),
        )
        .max(50, 'At most 50 phrases')
        .default([]),
    })
    .nullable()
    .default(null),
  /** Longest text allowed, in characters. */
  maxLength: z
    .number()
    .int('Maximum length must be a whole number of characters')
    .min(1, 'Maximum length must be at least 1')
    .max(guardrailTextLimit, `Maximum length must be at most ${guardrailTextLimit}`)
    .nullable()
    .default(null),
});
export type GuardrailChecks = z.infer<typeof guardrailChecksSchema>;

/** What a team sets on a policy. */
export const guardrailPolicyFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name the policy').max(100, 'At most 100 characters'),
  /** The policy `POST /v1/guardrails/check` applies when the request names none; one per project. */
  isDefault: z.boolean().default(false),
  appliesTo: guardrailTargetSchema.default('both'),
  checks: guardrailChecksSchema.default(guardrailChecksSchema.parse({})),
});
export type GuardrailPolicyFields = z.infer<typeof guardrailPolicyFieldsSchema>;

/** A guardrail policy of a project. */
export const guardrailPolicySchema = guardrailPolicyFieldsSchema.extend({
  id: idSchema,
  isDefault: z.boolean(),
  appliesTo: guardrailTargetSchema,
  checks: guardrailChecksSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type GuardrailPolicy = z.infer<typeof guardrailPolicySchema>;
