import {
  type JsonObject,
  type JsonValue,
  type RunStatus,
  runErrorSchema,
  runScoreSchema,
  runStatusSchema,
  thumbSchema,
} from '@lookout/domain';
import { z } from 'zod';
import {
  beats,
  kindRanks,
  type RegisterWrite,
  type Stamp,
  sortedRecord,
} from './merge-register.js';
import {
  jsonObjectSchema,
  jsonValueSchema,
  type RunEvent,
  type RunEventKind,
  runTokensSchema,
  runTypeSchema,
} from './run-event.js';

/**
 * The stored state of one run, built from its events by `mergeRunEvents`.
 * `stamps` records when each register was written; keep it with the row and
 * pass the whole state back in, or later merges lose their order independence.
 */
export const mergedRunSchema = z.object({
  runId: z.string(),
  type: runTypeSchema.optional(),
  status: runStatusSchema.optional(),
  startedAt: z.coerce.date().optional(),
  endedAt: z.coerce.date().optional(),
  name: z.string().optional(),
  parentRunId: z.string().optional(),
  traceId: z.string().optional(),
  threadId: z.string().optional(),
  input: jsonValueSchema.optional(),
  output: jsonValueSchema.optional(),
  error: runErrorSchema.optional(),
  params: jsonObjectSchema,
  metadata: jsonObjectSchema,
  userProps: jsonObjectSchema,
  tags: z.array(z.string()),
  userId: z.string().optional(),
  tokens: runTokensSchema,
  cost: z.number().optional(),
  feedback: z.object({ thumb: thumbSchema.nullable(), comment: z.string().optional() }).optional(),
  scores: z.array(runScoreSchema),
  templateId: z.string().optional(),
  templateVersionId: z.string().optional(),
  templateSlug: z.string().optional(),
  templateVersion: z.number().optional(),
  model: z.string().optional(),
  runtime: z.string().optional(),
  source: z.string().optional(),
  stamps: z.record(z.string(), z.tuple([z.number(), z.number()])),
});
export type MergedRun = z.infer<typeof mergedRunSchema>;

/** Last-writer-wins fields copied from events as they are. */
const scalarFields = [
  'type',
  'name',
  'parentRunId',
  'traceId',
  'threadId',
  'input',
  'output',
  'error',
  'userId',
  'cost',
  'templateId',
  'templateVersionId',
  'templateSlug',
  'templateVersion',
  'model',
  'runtime',
  'source',
] as const satisfies readonly (keyof RunEvent & keyof MergedRun)[];

/** Objects merged key by key, each key a last-writer-wins register. */
const recordFields = ['params', 'metadata', 'userProps'] as const;
const tokenFields = ['prompt', 'completion', 'cachedPrompt', 'total'] as const;

/** Which of the run's timestamps an event kind sets. */
export const eventTimeRoles = {
  start: { start: true, end: false },
  end: { start: false, end: true },
  error: { start: false, end: true },
  update: { start: false, end: false },
  feedback: { start: false, end: false },
  score: { start: false, end: false },
  'chat-message': { start: true, end: true },
  'custom-event': { start: true, end: true },
  log: { start: true, end: true },
} as const satisfies Record<RunEventKind, { start: boolean; end: boolean }>;

/** The status an event implies when it carries none. */
const impliedStatus = {
  start: 'started',
  end: 'success',
  error: 'error',
  update: undefined,
  feedback: undefined,
  score: undefined,
  'chat-message': 'success',
  'custom-event': 'success',
  log: 'success',
} as const satisfies Record<RunEventKind, RunStatus | undefined>;

/** started < success < error: an error is final, a finished run never goes back to started. */
const statusRanks = { started: 0, success: 1, error: 2 } as const satisfies Record<
  RunStatus,
  number
>;

type ScalarField = (typeof scalarFields)[number];
/** A merged run or an event: both carry the scalar fields under the same names. */
type ScalarSource = { [K in ScalarField]?: MergedRun[K] };

function scalarOf(source: ScalarSource | undefined, field: ScalarField): JsonValue | undefined {
  if (field === 'error') {
    const error = source?.error;
    if (!error) return undefined;
    return error.stack === undefined
      ? { message: error.message }
      : { message: error.message, stack: error.stack };
  }
  // The remaining fields are strings, numbers and JSON values.
  return source?.[field] as JsonValue | undefined;
}

function writeRegister(
  stamps: Map<string, Stamp>,
  key: string,
  candidate: RegisterWrite,
  currentValue: JsonValue | undefined,
  emptyLoses: boolean,
): boolean {
  const stamp = stamps.get(key);
  const current = stamp ? { value: currentValue ?? null, stamp } : undefined;
  if (!beats(candidate, current, emptyLoses)) return false;
  stamps.set(key, candidate.stamp);
  return true;
}

/**
 * Folds one event into the stored state of its run. The result does not depend
 * on the order events arrive in, nor on duplicates or retries (commutative,
 * associative and idempotent), so runs can be written as events come:
 * - `startedAt`: the earliest time of `start`, `chat-message`, `custom-event` and `log` events;
 * - `endedAt`: the latest time of `end`, `error`, `chat-message`, `custom-event` and `log` events;
 * - `status`: the highest of started < success < error (an error wins over success);
 * - `tags`: the sorted union;
 * - every other field, each key of `params` / `metadata` / `userProps`, each token count,
 *   each score label and each feedback part is a last-writer-wins register (see `beats`):
 *   non-empty beats empty (not for feedback and scores, where null clears), then the later
 *   event time, then the later kind (start < message < end < error < update < feedback),
 *   then the greater canonical JSON.
 * An event for another run is a programming error and throws.
 *
 * @example
 * const run = mergeRunEvents(mergeRunEvents(undefined, endEvent), startEvent);
 * // same as mergeRunEvents(mergeRunEvents(undefined, startEvent), endEvent)
 */
export function mergeRunEvents(current: MergedRun | undefined, event: RunEvent): MergedRun {
  if (current && current.runId !== event.runId) {
    throw new Error(`Cannot merge an event of run ${event.runId} into run ${current.runId}`);
  }
  const stamp: Stamp = [event.timestamp.getTime(), kindRanks[event.kind]];
  const stamps = new Map<string, Stamp>(Object.entries(current?.stamps ?? {}));
  const scalars = new Map<string, JsonValue>();
  for (const field of scalarFields) {
    const stored = scalarOf(current, field);
    if (stored !== undefined) scalars.set(field, stored);
  }
  for (const field of scalarFields) {
    const value = scalarOf(event, field);
    if (value === undefined) continue;
    if (writeRegister(stamps, field, { value, stamp }, scalars.get(field), true)) {
      scalars.set(field, value);
    }
  }

  const records = {} as Record<(typeof recordFields)[number], JsonObject>;
  for (const field of recordFields) {
    const merged = new Map(Object.entries(current?.[field] ?? {}));
    for (const [key, value] of Object.entries(event[field] ?? {})) {
      if (value === undefined) continue;
      if (writeRegister(stamps, `${field}:${key}`, { value, stamp }, merged.get(key), true)) {
        merged.set(key, value);
      }
    }
    records[field] = sortedRecord(merged);
  }

  const tokens: MergedRun['tokens'] = { ...current?.tokens };
  for (const field of tokenFields) {
    const value = event.tokens?.[field];
    if (value === undefined) continue;
    if (writeRegister(stamps, `tokens.${field}`, { value, stamp }, tokens[field], true)) {
      tokens[field] = value;
    }
  }

  let feedback = current?.feedback;
  const incomingFeedback = event.feedback;
  if (incomingFeedback) {
    let thumb = feedback?.thumb ?? null;
    let comment: string | null = feedback?.comment ?? null;
    const newThumb = incomingFeedback.thumb;
    if (
      newThumb !== undefined &&
      writeRegister(stamps, 'feedback.thumb', { value: newThumb, stamp }, thumb, false)
    ) {
      thumb = newThumb;
    }
    const newComment = incomingFeedback.comment;
    if (
      newComment !== undefined &&
      writeRegister(stamps, 'feedback.comment', { value: newComment, stamp }, comment, false)
    ) {
      comment = newComment;
    }
    if (stamps.has('feedback.thumb') || stamps.has('feedback.comment')) {
      feedback = comment ? { thumb, comment } : { thumb };
    }
  }

  const scores = new Map((current?.scores ?? []).map((score) => [score.label, score]));
  for (const score of event.scores ?? []) {
    const value: JsonValue =
      score.comment === undefined
        ? { value: score.value }
        : { value: score.value, comment: score.comment };
    const stored = scores.get(score.label);
    const storedValue: JsonValue | undefined = stored
      ? stored.comment === undefined
        ? { value: stored.value }
        : { value: stored.value, comment: stored.comment }
      : undefined;
    if (writeRegister(stamps, `scores:${score.label}`, { value, stamp }, storedValue, false)) {
      scores.set(
        score.label,
        score.comment === undefined ? { label: score.label, value: score.value } : score,
      );
    }
  }

  const roles = eventTimeRoles[event.kind];
  let startedAt = current?.startedAt;
  if (roles.start && (!startedAt || event.timestamp < startedAt)) startedAt = event.timestamp;
  let endedAt = current?.endedAt;
  if (roles.end && (!endedAt || event.timestamp > endedAt)) endedAt = event.timestamp;

  let status = current?.status;
  const eventStatus = event.status ?? impliedStatus[event.kind];
  if (eventStatus && (!status || statusRanks[eventStatus] > statusRanks[status]))
    status = eventStatus;

  const tags = [...new Set([...(current?.tags ?? []), ...(event.tags ?? [])])].sort();

  const scalarBag = Object.fromEntries(scalars) as ScalarSource;
  const merged: MergedRun = {
    runId: event.runId,
    ...scalarBag,
    ...records,
    tags,
    tokens,
    scores: [...scores.values()].sort((a, b) =>
      a.label < b.label ? -1 : a.label > b.label ? 1 : 0,
    ),
    stamps: sortedRecord(stamps),
  };
  if (status) merged.status = status;
  if (startedAt) merged.startedAt = new Date(startedAt.getTime());
  if (endedAt) merged.endedAt = new Date(endedAt.getTime());
  if (feedback) merged.feedback = feedback;
  return merged;
}

/**
 * Merges a batch of events into the states of their runs.
 * @param stored the stored state of a run, when the caller has it
 * @returns the merged state of every run the events touch, by run id
 */
export function mergeEventBatch(
  events: readonly RunEvent[],
  stored: (runId: string) => MergedRun | undefined = () => undefined,
): Map<string, MergedRun> {
  const runs = new Map<string, MergedRun>();
  for (const event of events) {
    const current = runs.get(event.runId) ?? stored(event.runId);
    runs.set(event.runId, mergeRunEvents(current, event));
  }
  return runs;
}
