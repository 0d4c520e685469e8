import { z } from 'zod';
import { chatMessageSchema } from '../entities/chat-message.js';
import {
  guardrailCheckKindSchema,
  guardrailPolicyFieldsSchema,
  guardrailPolicySchema,
} from '../entities/guardrail-policy.js';
import { idSchema } from '../entities/id.js';
import { piiKindSchema } from '../entities/pii-kind.js';
import { timestampSchema } from '../entities/timestamp.js';

/** `GET /v1/guardrails/policies?projectId=`: the project's policies, the default first. */
export const listGuardrailPoliciesResponseSchema = z.array(guardrailPolicySchema);
export type ListGuardrailPoliciesResponse = z.infer<typeof listGuardrailPoliciesResponseSchema>;

/** `POST /v1/guardrails/policies?projectId=`; `isDefault: true` makes it the project's default. */
export const createGuardrailPolicyBodySchema = guardrailPolicyFieldsSchema;
export type CreateGuardrailPolicyBody = z.input<typeof createGuardrailPolicyBodySchema>;

/** `PUT /v1/guardrails/policies/{id}?projectId=`: replaces every field. */
export const updateGuardrailPolicyBodySchema = guardrailPolicyFieldsSchema;
export type UpdateGuardrailPolicyBody = z.input<typeof updateGuardrailPolicyBodySchema>;

// `DELETE /v1/guardrails/policies/{id}?projectId=` answers 204.

/** What is checked: plain text, or chat messages (their text content). */
export const guardrailTextSchema = z.union([z.string(), z.array(chatMessageSchema)], {
  error: 'Must be a string or an array of chat messages',
});
export type GuardrailText = z.infer<typeof guardrailTextSchema>;

/**
 * `POST /v1/guardrails/check`, with the project's private key: exactly one of
 * `input` (before the model call) or `output` (after it). Without `policyId`,
 * the project's default policy applies. With `runId` (the id the SDK gave the
 * run, or its stored UUID), the decision is recorded on that run.
 */
export const guardrailCheckBodySchema = z
  .object({
    input: guardrailTextSchema.optional(),
    output: guardrailTextSchema.optional(),
    policyId: idSchema.optional(),
    runId: z.string().trim().min(1, 'runId cannot be empty').max(200).optional(),
  })
  .refine((body) => (body.input === undefined) !== (body.output === undefined), {
    message: 'Send exactly one of input or output',
    path: ['input'],
  });
export type GuardrailCheckBody = z.infer<typeof guardrailCheckBodySchema>;

/** One reason a text was refused. */
export const guardrailViolationSchema = z.object({
  check: guardrailCheckKindSchema,
  /** The PII kind, the topic, the regex's name or the injection pattern's id. */
  kind: z.string().optional(),
  message: z.string(),
  /** Which chat message (index in the array) holds the match; absent for plain text. */
  messageIndex: z.number().int().optional(),
  /** Character offsets (UTF-16) of the match in the text (or the message's text). */
  start: z.number().int().optional(),
  end: z.number().int().optional(),
});
export type GuardrailViolation = z.infer<typeof guardrailViolationSchema>;

export const guardrailCheckResponseSchema = z.object({
  passed: z.boolean(),
  /** The policy applied. */
  policyId: idSchema,
  violations: z.array(guardrailViolationSchema),
  /** The text (same shape as sent) with the personal data of the policy's PII check masked. */
  masked: guardrailTextSchema,
  /** PII kinds found (masked, or blocked). */
  piiFound: z.array(piiKindSchema),
});
export type GuardrailCheckResponse = z.infer<typeof guardrailCheckResponseSchema>;

/** One recorded decision of the check. */
export const guardrailDecisionSchema = z.object({
  id: idSchema,
  /** The stored run's UUID, when the check named a run. */
  runId: idSchema.nullable(),
  policyId: idSchema.nullable(),
  target: z.enum(['input', 'output']),
  passed: z.boolean(),
  violations: z.array(guardrailViolationSchema),
  createdAt: timestampSchema,
});
export type GuardrailDecision = z.infer<typeof guardrailDecisionSchema>;

/** `GET /v1/guardrails/decisions?projectId=&runId=`: latest first (100 at most). */
export const listGuardrailDecisionsQuerySchema = z.object({
  runId: z.string().trim().min(1).max(200).optional(),
});
export const listGuardrailDecisionsResponseSchema = z.array(guardrailDecisionSchema);
export type ListGuardrailDecisionsResponse = z.infer<typeof listGuardrailDecisionsResponseSchema>;
