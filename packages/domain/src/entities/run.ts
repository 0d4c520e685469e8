import { z } from 'zod';
import { runEnrichmentsSchema } from './enrichment.js';
import { evaluationResultSchema } from './evaluation-result.js';
import { idSchema } from './id.js';
import { jsonObjectSchema, jsonValueSchema } from './json-value.js';
import { runFeedbackSchema, runScoreSchema } from './run-feedback.js';
import { runKindSchema, runStatusSchema } from './run-kind.js';
import { timestampSchema } from './timestamp.js';

/**
 * Id of a run. Lookout maps SDK ids that are not UUIDs to UUID-shaped ids, so
 * any 8-4-4-4-12 hex id is accepted here.
 */
export const runIdSchema = z.guid({ error: 'Must be a run id (a UUID)' });

/** What went wrong in a run. */
export const runErrorSchema = z.object({
  message: z.string(),
  stack: z.string().optional(),
});
export type RunError = z.infer<typeof runErrorSchema>;

/** Whether a run can be opened by anyone with its link (/logs/{id}). */
export const runVisibilities = ['public', 'private'] as const;
export const runVisibilitySchema = z.enum(runVisibilities);
export type RunVisibility = z.infer<typeof runVisibilitySchema>;

const tokenCountSchema = z.number().int().min(0).nullable();

/** The template version a call was rendered from, by name: "welcome v2". */
export const runTemplateSchema = z.object({
  /** The template, for a link to its editor. */
  id: idSchema,
  slug: z.string(),
  version: z.number().int().min(1),
});
export type RunTemplate = z.infer<typeof runTemplateSchema>;

/**
 * What a run and the runs under it add up to: a trace's root (the traces list, a trace tree's
 * root) or a conversation (the conversations list).
 */
export const runSubtreeTotalsSchema = z.object({
  /** US dollars; null when none of the runs has a cost. */
  cost: z.number().min(0).nullable(),
  /** Each run's total tokens, else its prompt plus completion; null when none counted any. */
  tokens: tokenCountSchema,
  promptTokens: tokenCountSchema,
  completionTokens: tokenCountSchema,
  /**
   * Milliseconds from the first start to the last end (of a conversation: its last activity),
   * at least the run's own; null while none ended.
   */
  duration: z.number().min(0).nullable(),
});
export type RunSubtreeTotals = z.infer<typeof runSubtreeTotalsSchema>;

/** One run as the API returns it (`GET /v1/runs`, `GET /v1/runs/{id}`). */
export const runSchema = z.object({
  id: runIdSchema,
  projectId: idSchema,
  type: runKindSchema,
  /** Model name for LLM calls, function name for tools and agents. */
  name: z.string().nullable(),
  /**
   * The model a model call used (the one the provider answered with, else the
   * one asked for); null for runs that call no model. Differs from `name` for
   * OpenTelemetry spans, whose name is the operation ("chat gpt-4o").
   */
  model: z.string().nullable().default(null),
  status: runStatusSchema,
  createdAt: timestampSchema,
  endedAt: timestampSchema.nullable(),
  /** Milliseconds from start to end; null while started. */
  duration: z.number().min(0).nullable(),
  parentRunId: runIdSchema.nullable(),
  /**
   * The parent this run names when that run has not arrived (and may never):
   * meanwhile `parentRunId` is null and the run is listed as a root of Traces.
   */
  missingParentRunId: runIdSchema.nullable().default(null),
  /** The root run of the trace; a root run's own id. */
  traceId: runIdSchema,
  threadId: runIdSchema.nullable(),
  input: jsonValueSchema.nullable(),
  output: jsonValueSchema.nullable(),
  error: runErrorSchema.nullable(),
  params: jsonObjectSchema.nullable(),
  metadata: jsonObjectSchema.nullable(),
  tags: z.array(z.string()),
  /** The app's own id for its end user (the external user). */
  userId: z.string().nullable(),
  userProps: jsonObjectSchema.nullable(),
  promptTokens: tokenCountSchema,
  completionTokens: tokenCountSchema,
  cachedPromptTokens: tokenCountSchema,
  totalTokens: tokenCountSchema,
  /** US dollars. */
  cost: z.number().min(0).nullable(),
  feedback: runFeedbackSchema.nullable(),
  scores: z.array(runScoreSchema).default([]),
  isPublic: z.boolean(),
  templateVersionId: idSchema.nullable(),
  /**
   * One run (`GET /v1/runs/{id}`) only: the template and version number behind
   * `templateVersionId`; null when that version was deleted. Never in lists nor shared runs.
   */
  template: runTemplateSchema.nullable().optional(),
  /**
   * The evaluators' results on this run (`GET /v1/runs/{id}` in full; lists
   * carry them too, for the Evaluations column). Never in shared runs.
   */
  evaluations: z.array(evaluationResultSchema).optional(),
  /**
   * One run (`GET /v1/runs/{id}`) only: what the project's enrichers found in
   * its input and output (language, sentiment, PII, toxicity, topics); a kind
   * is absent until computed. Never in lists nor shared runs.
   */
  enrichments: runEnrichmentsSchema.optional(),
  /** Runs under this one, in trace lists. */
  spanCount: z.number().int().min(0).optional(),
  /** Messages of a conversation, in thread lists. */
  messageCount: z.number().int().min(0).optional(),
  /**
   * Conversations only: when the thread was last active, the latest start or
   * end of any of its runs (its messages and the calls under them).
   */
  lastActivityAt: timestampSchema.optional(),
  /**
   * Traces and conversations lists, and the root of a trace tree: the cost, tokens and
   * duration of the run and every run under it (a conversation: its messages and their calls).
   */
  subtreeTotals: runSubtreeTotalsSchema.optional(),
  /**
   * Conversations list only: the conversation's first message (its input, else its output, as
   * a greeting the assistant opened with); null when it has none.
   */
  openingMessage: jsonValueSchema.nullable().optional(),
});
export type Run = z.infer<typeof runSchema>;
