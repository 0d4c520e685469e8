import {
  type JsonObject,
  type JsonValue,
  runErrorSchema,
  runKindSchema,
  runScoreSchema,
  runStatusSchema,
  thumbSchema,
} from '@lookout/domain';
import { z } from 'zod';
import { capIndexedText } from './indexed-text.js';
import { isJsonValue } from './json-value.js';

/**
 * Types of run an adapter produces: the domain's run kinds without the legacy
 * `convo` (adapters map it to `thread`).
 */
export const runTypeSchema = runKindSchema.exclude(['convo']);
export const runTypes = runTypeSchema.options;
export type RunType = z.infer<typeof runTypeSchema>;

/**
 * What an event says about its run, which decides the timestamps it sets
 * (see `eventTimeRoles` in run-merge.ts):
 * - `start` / `end` / `error`: the run began, finished, failed.
 * - `update`: fields changed; says nothing about time or status unless `status` is set.
 * - `feedback` / `score`: a judgement of the run.
 * - `chat-message`, `custom-event`, `log`: point events that are runs of their own
 *   (they start and end at `timestamp`).
 */
export const runEventKinds = [
  'start',
  'end',
  'error',
  'update',
  'feedback',
  'score',
  'chat-message',
  'custom-event',
  'log',
] as const;
export const runEventKindSchema = z.enum(runEventKinds);
export type RunEventKind = z.infer<typeof runEventKindSchema>;

/** The wire protocol an event came in by (`api` for Lookout's own REST calls). */
export const ingestSources = ['lunary', 'otlp', 'langfuse', 'api'] as const;
export const ingestSourceSchema = z.enum(ingestSources);
export type IngestSource = z.infer<typeof ingestSourceSchema>;

export const jsonValueSchema = z.custom<JsonValue>(isJsonValue, 'Must be a JSON value');
export const jsonObjectSchema = z.custom<JsonObject>(
  (value) =>
    isJsonValue(value) && typeof value === 'object' && value !== null && !Array.isArray(value),
  'Must be a JSON object',
);

/** Text an index holds whole: cut to a length the index accepts rather than failing the batch. */
const indexedTextSchema = z.string().transform(capIndexedText);
const runUuidSchema = z.uuid({ error: 'Must be a UUID (map SDK ids with toRunUuid)' });
const tokenCountSchema = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647, 'Token counts must be below 2^31');

export const runTokensSchema = z.object({
  prompt: tokenCountSchema.optional(),
  completion: tokenCountSchema.optional(),
  /** Prompt tokens served from the provider's cache; part of `prompt`, not extra. */
  cachedPrompt: tokenCountSchema.optional(),
  total: tokenCountSchema.optional(),
});
export type RunTokens = z.infer<typeof runTokensSchema>;

/**
 * Feedback carried by an event. A key that is present is set (null clears it);
 * a key that is absent leaves the stored value alone.
 */
export const runEventFeedbackSchema = z.object({
  thumb: thumbSchema.nullable().optional(),
  comment: z.string().nullable().optional(),
});
export type RunEventFeedback = z.infer<typeof runEventFeedbackSchema>;

/**
 * The one internal event every protocol adapter produces. It is project-free:
 * the route adds the project from the caller's key. Ids are already UUIDs.
 */
export const runEventSchema = z.object({
  source: ingestSourceSchema,
  kind: runEventKindSchema,
  runId: runUuidSchema,
  /** When the event happened: the start of a `start`, the end of an `end`, … */
  timestamp: z
    .date()
    .refine(
      (date) => date.getTime() >= Date.UTC(1970, 0, 1) && date.getTime() < Date.UTC(2200, 0, 1),
      'Timestamps must fall between 1970 and 2200',
    ),
  type: runTypeSchema.optional(),
  status: runStatusSchema.optional(),
  parentRunId: runUuidSchema.optional(),
  /**
   * A UUID shared by every run of one protocol trace. For Langfuse batches it is
   * the trace's own run id; for OTLP it is the 32-hex trace id written as a
   * UUID (not a run id: the root span's run id comes from its span id).
   */
  traceId: z.guid().optional(),
  /**
   * Set on a feedback or score that judges a whole OpenTelemetry trace (a
   * Langfuse v5 score with only a 32-hex `traceId`): the writer applies it to
   * the run `runId` when there is one, else to the root run of trace `traceId`.
   */
  judgesTrace: z.literal(true).optional(),
  /** The conversation (thread run) this run belongs to, when the protocol says so. */
  threadId: runUuidSchema.optional(),
  name: indexedTextSchema.optional(),
  input: jsonValueSchema.optional(),
  output: jsonValueSchema.optional(),
  params: jsonObjectSchema.optional(),
  metadata: jsonObjectSchema.optional(),
  tags: z.array(indexedTextSchema).optional(),
  /** The app's own id for its end user (the external user). */
  userId: indexedTextSchema.optional(),
  userProps: jsonObjectSchema.optional(),
  tokens: runTokensSchema.optional(),
  /** A cost in US dollars reported by the SDK itself (Langfuse `costDetails`). */
  cost: z.number().min(0).optional(),
  error: runErrorSchema.optional(),
  feedback: runEventFeedbackSchema.optional(),
  scores: z.array(runScoreSchema).optional(),
  templateId: z.string().optional(),
  templateVersionId: z.string().optional(),
  /** A prompt referenced by name and version (Langfuse `promptName` / `promptVersion`). */
  templateSlug: z.string().optional(),
  templateVersion: z.number().int().optional(),
  model: indexedTextSchema.optional(),
  /** The SDK that sent it (`lunary-js`, `lunary-py`, `langfuse-js`, …). */
  runtime: z.string().optional(),
});
export type RunEvent = z.infer<typeof runEventSchema>;

/**
 * An input event an adapter refused, with a reason a developer can act on.
 * `index` is its position in the request; `id` the id it carried, if any.
 */
export interface IngestRejection {
  index: number;
  id?: string;
  reason: string;
}

/** Events an adapter accepted and the ones it refused, from one request. */
export interface IngestResult {
  events: RunEvent[];
  rejections: IngestRejection[];
}

/**
 * Checks an adapter's output against the schema, giving a readable reason.
 * @example validateRunEvent(event) // { ok: true, event } or { ok: false, reason: 'runId: Must be a UUID…' }
 */
export function validateRunEvent(
  candidate: unknown,
): { ok: true; event: RunEvent } | { ok: false; reason: string } {
  const parsed = runEventSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, event: parsed.data };
  const reason = parsed.error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  return { ok: false, reason };
}
