import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { templateContentSchema, templateExtraSchema } from '../entities/template-version.js';

/**
 * `POST /v1/playground/runs?projectId=`: runs a template version or ad-hoc
 * content against a model, with the template's `{{variables}}` filled. The
 * answer streams as line-delimited JSON (`application/x-ndjson`), one
 * `PlaygroundChunk` a line; the call is logged as a run of the project tagged
 * `playground`. A request that cannot start (bad body, unknown model, no key,
 * plan limit) answers a JSON error before any chunk.
 */
export const playgroundRunBodySchema = z.object({
  /** The version being tried; logged runs link to it. Omit for ad-hoc messages. */
  templateVersionId: idSchema.optional(),
  content: templateContentSchema,
  extra: templateExtraSchema.extend({
    /** OpenAI-style function tools offered to the model. */
    tools: z.array(z.looseObject({ type: z.literal('function') })).optional(),
    tool_choice: z.unknown().optional(),
    response_format: z.unknown().optional(),
  }),
  /** A value for every `{{name}}` the content uses. */
  variables: z.record(z.string(), z.string()).default({}),
});
export type PlaygroundRunBody = z.infer<typeof playgroundRunBodySchema>;

export const playgroundUsageSchema = z.object({
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
});
export type PlaygroundUsage = z.infer<typeof playgroundUsageSchema>;

/** One line of the playground stream. */
export const playgroundChunkSchema = z.discriminatedUnion('type', [
  /** Sent first: the run id and the request as it goes to the provider (no key). */
  z.object({
    type: z.literal('start'),
    runId: idSchema,
    model: z.string(),
    provider: z.string(),
    request: z.unknown(),
  }),
  /** Text the model generated since the previous chunk. */
  z.object({ type: z.literal('text'), text: z.string() }),
  /** A complete tool call (arguments as the JSON text the model wrote). */
  z.object({
    type: z.literal('tool_call'),
    id: z.string(),
    name: z.string(),
    arguments: z.string(),
  }),
  /** The last chunk of a run that ended well or was stopped by the user. */
  z.object({
    type: z.literal('done'),
    runId: idSchema,
    finishReason: z.string().nullable(),
    usage: playgroundUsageSchema,
    /** USD, from the cost catalogue; null when the model has no price. */
    cost: z.number().nullable(),
    durationMs: z.number().int().min(0),
  }),
  /** The last chunk of a run the provider failed (401, 429, 500, timeout, cut stream). */
  z.object({
    type: z.literal('error'),
    runId: idSchema.nullable(),
    message: z.string(),
    /** The provider's HTTP status when it answered one. */
    status: z.number().int().nullable(),
    retryable: z.boolean(),
  }),
]);
export type PlaygroundChunk = z.infer<typeof playgroundChunkSchema>;

/** `GET /v1/playground/usage?projectId=`: this month's playground runs of the org against its allowance. */
export const playgroundUsageResponseSchema = z.object({
  runsThisMonth: z.number().int().min(0),
  /**
   * The runs the plan includes a month: a hard cap on the cloud free plan, the
   * included runs on Team (further runs are billed); null when unlimited
   * (self-hosted, enterprise).
   */
  limit: z.number().int().min(0).nullable(),
});
export type PlaygroundUsageResponse = z.infer<typeof playgroundUsageResponseSchema>;
