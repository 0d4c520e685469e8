import type { JsonObject, Thumb } from '@lookout/domain';
import { toRunUuid } from '../runs/run-id.js';
import { canonicalJson, isJsonObject, toJsonValue } from '../write-path/json-value.js';
import {
  type IngestRejection,
  type IngestResult,
  type RunEvent,
  type RunEventFeedback,
  type RunType,
  runTypes,
  validateRunEvent,
} from '../write-path/run-event.js';
import { parseEventTime } from './event-time.js';
import { lunaryEventList } from './lunary-body.js';
import { ownEntry } from './own-entry.js';
import {
  isRawObject,
  type RawObject,
  rawField,
  readId,
  readJson,
  readObject,
  readString,
  readTags,
  toCount,
  withoutUndefined,
} from './raw-fields.js';
import { tooManyEvents } from './request-limits.js';

export interface LunaryAdapterOptions {
  /** When the request arrived; the time of events that carry none. */
  receivedAt: Date;
}

export type LunaryAdapterResult = ({ ok: true } & IngestResult) | { ok: false; error: string };

/** Legacy type names of older SDKs. */
const typeAliases: Record<string, RunType> = { convo: 'thread', message: 'chat' };
/** Message roles that are the app's answer; every other role is input. */
const outputRoles = new Set(['assistant', 'tool', 'bot', 'function', 'ai']);

type Adapted = RunEvent[] | string;
type Draft = Omit<RunEvent, 'source' | 'runId' | 'timestamp'> & { runId: string };

function isRunType(value: string): value is RunType {
  return (runTypes as readonly string[]).includes(value);
}

function readType(raw: RawObject): { type: RunType | null } | { error: string } {
  const type = rawField(raw, 'type');
  if (type === undefined || type === null || type === '') return { type: null };
  if (typeof type !== 'string') return { error: `Invalid type ${JSON.stringify(type)}` };
  const mapped = ownEntry(typeAliases, type) ?? type;
  if (isRunType(mapped)) return { type: mapped };
  return { error: `Unknown run type '${type}' (expected one of ${runTypes.join(', ')})` };
}

function readError(raw: RawObject): RunEvent['error'] {
  const error = rawField(raw, 'error');
  if (typeof error === 'string') return { message: error };
  if (isRawObject(error)) {
    const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
    const stack = typeof error.stack === 'string' ? error.stack : undefined;
    return stack ? { message, stack } : { message };
  }
  return undefined;
}

function readTokens(raw: RawObject): RunEvent['tokens'] {
  const usage = rawField(raw, 'tokensUsage');
  if (!isRawObject(usage)) return undefined;
  const tokens = withoutUndefined({
    prompt: toCount(usage.prompt),
    completion: toCount(usage.completion),
    cachedPrompt: toCount(rawField(usage, 'promptCached')),
  });
  return Object.keys(tokens).length > 0 ? tokens : undefined;
}

/** Fields every Lunary run event may carry, whatever its kind. */
function commonFields(raw: RawObject, type: RunType | null): Omit<Draft, 'kind' | 'runId'> {
  const metadata = readObject(raw, 'metadata');
  const rawName = readString(raw, 'name');
  const name = type === 'llm' ? rawName?.replace(/^models\//, '') : rawName;
  const templateId = readId(raw, 'templateId');
  const templateVersionId = readId(raw, 'templateVersionId');
  const parentRunId = readId(raw, 'parentRunId');
  const metadataTags = metadata ? readTags(metadata, 'tags') : undefined;
  return withoutUndefined({
    type: type ?? undefined,
    name,
    parentRunId: parentRunId ? toRunUuid(parentRunId) : undefined,
    input: readJson(raw, 'input'),
    output: readJson(raw, 'output'),
    params: readObject(raw, 'params') ?? readObject(raw, 'extra'),
    metadata,
    tags: readTags(raw, 'tags') ?? metadataTags,
    userId: readId(raw, 'userId'),
    userProps: readObject(raw, 'userProps'),
    tokens: readTokens(raw),
    // The SDK's templateId is the id of the template version it rendered.
    templateVersionId: templateVersionId ?? templateId,
    templateId: templateVersionId ? templateId : undefined,
    model: type === 'llm' ? name : undefined,
    runtime: readString(raw, 'runtime'),
  });
}

function readFeedback(raw: RawObject): RunEventFeedback | undefined {
  const body = readObject(raw, 'feedback') ?? readObject(raw, 'extra');
  if (!body) return undefined;
  const thumbs = body.thumbs !== undefined ? body.thumbs : body.thumb;
  const thumb: Thumb | null | undefined =
    thumbs === 'up' || thumbs === 'down' || thumbs === null ? thumbs : undefined;
  const comment =
    typeof body.comment === 'string' || body.comment === null ? body.comment : undefined;
  if (thumb === undefined && comment === undefined) return undefined;
  // `overwrite: true` replaces the whole feedback, clearing what it does not name.
  const overwrite = rawField(raw, 'overwrite') === true;
  return withoutUndefined({
    thumb: thumb === undefined && overwrite ? null : thumb,
    comment: comment === undefined && overwrite ? null : comment,
  });
}

/** A stable id for point events sent without one, so a resent event lands on the same run. */
function derivedId(prefix: string, raw: RawObject): string {
  return toRunUuid(`lunary-${prefix}:${canonicalJson(toJsonValue(raw) ?? null)}`);
}

function chatMessage(raw: RawObject, type: RunType | null): Adapted {
  const threadRaw = readId(raw, 'parentRunId');
  if (!threadRaw) return "A chat message needs parentRunId (the thread's id)";
  const message = rawField(raw, 'message');
  const body: JsonObject | undefined =
    typeof message === 'string' ? { role: 'user', content: message } : readObject(raw, 'message');
  if (!body) return 'A chat message needs a message {role, content}';
  // The SDK's message envelope: its id is the run id, its feedback is the run's feedback.
  const {
    id: _id,
    isRetry: _retry,
    feedback: messageFeedback,
    tags,
    extra,
    metadata,
    ...core
  } = body;
  const role = typeof core.role === 'string' ? core.role : 'user';
  const coreMessage: JsonObject = { ...core, role };
  const threadId = toRunUuid(threadRaw);
  const common = commonFields(raw, type);
  const thread: Draft = withoutUndefined({
    kind: 'start',
    type: 'thread',
    runId: threadId,
    status: 'started',
    tags: readTags(raw, 'threadTags'),
    userId: common.userId,
    userProps: common.userProps,
  });
  const messageMetadata = isJsonObject(metadata)
    ? metadata
    : isJsonObject(extra)
      ? extra
      : undefined;
  const chat: Draft = withoutUndefined({
    kind: 'chat-message',
    type: 'chat',
    runId: readId(raw, 'runId') ?? derivedId(`chat:${threadRaw}`, raw),
    status: 'success',
    parentRunId: threadId,
    threadId,
    input: outputRoles.has(role) ? undefined : [coreMessage],
    output: outputRoles.has(role) ? [coreMessage] : undefined,
    metadata: messageMetadata,
    tags: Array.isArray(tags)
      ? tags.filter((tag): tag is string => typeof tag === 'string')
      : undefined,
    userId: common.userId,
    userProps: common.userProps,
    feedback:
      readFeedback(raw) ??
      (isJsonObject(messageFeedback) ? readFeedback({ feedback: messageFeedback }) : undefined),
  });
  return finish(raw, [thread, chat]);
}

function logEvent(raw: RawObject, level: 'info' | 'warn' | 'error'): Adapted {
  const message = readJson(raw, 'message');
  const text =
    typeof message === 'string' ? message : message === undefined ? '' : JSON.stringify(message);
  const extra = readJson(raw, 'extra') ?? readJson(raw, 'metadata');
  const extraObject = isJsonObject(extra) ? extra : undefined;
  const stack = typeof extraObject?.stack === 'string' ? extraObject.stack : undefined;
  const parentRunId = readId(raw, 'parentRunId');
  const draft: Draft = withoutUndefined({
    kind: 'log',
    type: 'log',
    runId: readId(raw, 'runId') ?? derivedId('log', raw),
    name: level,
    status: level === 'error' ? 'error' : 'success',
    parentRunId: parentRunId ? toRunUuid(parentRunId) : undefined,
    input: text,
    metadata: extraObject ?? (extra === undefined ? undefined : { extra }),
    error: level === 'error' ? withoutUndefined({ message: text, stack }) : undefined,
    // The SDK names the user of the surrounding call (identify) on its logs too.
    userId: readId(raw, 'userId'),
    userProps: readObject(raw, 'userProps'),
    runtime: readString(raw, 'runtime'),
  });
  return finish(raw, [draft]);
}

const statusOfKind = {
  start: 'started',
  end: 'success',
  error: 'error',
  update: undefined,
} as const;

function runEvent(raw: RawObject, kind: keyof typeof statusOfKind, type: RunType | null): Adapted {
  const runId = readId(raw, 'runId');
  if (!runId) return `A '${kind}' event needs a runId`;
  if (kind === 'start' && !type) return "A 'start' event needs a type (llm, chain, agent, tool, …)";
  const common = commonFields(raw, type);
  const draft: Draft = withoutUndefined({
    ...common,
    kind,
    runId,
    status: statusOfKind[kind],
    error: kind === 'error' ? (readError(raw) ?? { message: 'Unknown error' }) : readError(raw),
  });
  return finish(raw, [draft]);
}

/** Stamps drafts with source, time and mapped id, and validates them. */
function finish(raw: RawObject, drafts: Draft[]): Adapted {
  const timestamp = parseEventTime(rawField(raw, 'timestamp'));
  if (!timestamp) return 'Unreadable timestamp (send epoch milliseconds or ISO 8601 text)';
  const events: RunEvent[] = [];
  for (const draft of drafts) {
    const checked = validateRunEvent({
      ...draft,
      source: 'lunary',
      timestamp,
      runId: toRunUuid(draft.runId),
    });
    if (!checked.ok) return checked.reason;
    events.push(checked.event);
  }
  return events;
}

function adaptOne(raw: RawObject, receivedAt: Date): Adapted {
  const withTime =
    rawField(raw, 'timestamp') === undefined ? { ...raw, timestamp: receivedAt } : raw;
  const eventName = readString(raw, 'event');
  if (!eventName) return "Missing 'event' (start, end, error, feedback, chat, …)";
  const typeRead = readType(raw);
  if ('error' in typeRead) return typeRead.error;
  const runType = typeRead.type;
  if (runType === 'log' || eventName === 'info' || eventName === 'warn' || eventName === 'log') {
    const level = eventName === 'error' ? 'error' : eventName === 'warn' ? 'warn' : 'info';
    return logEvent(withTime, level);
  }
  switch (eventName) {
    case 'start':
    case 'end':
    case 'error':
    case 'update':
      return runEvent(withTime, eventName, runType);
    case 'feedback': {
      const runId = readId(raw, 'runId');
      if (!runId) return 'Feedback needs the runId of the run it judges';
      const feedback = readFeedback(raw);
      if (!feedback) return "Feedback needs thumbs ('up', 'down' or null) or a comment";
      return finish(withTime, [{ kind: 'feedback', runId, feedback }]);
    }
    case 'chat':
      return chatMessage(withTime, runType);
    case 'custom-event': {
      const common = commonFields(withTime, null);
      const parentRunId = common.parentRunId;
      return finish(withTime, [
        withoutUndefined({
          ...common,
          kind: 'custom-event',
          type: 'custom-event',
          runId: readId(raw, 'runId') ?? derivedId('event', raw),
          status: 'success',
          threadId: runType === 'thread' ? parentRunId : undefined,
        }),
      ]);
    }
    default:
      return `Unknown event '${eventName}'`;
  }
}

/**
 * Translates a Lunary SDK ingestion body (`POST /v1/runs/ingest`, legacy
 * `POST /api/report`) into run events. Each event is checked on its own: a bad
 * one becomes a rejection with a reason, the others still pass. The SDK never
 * retries, so anything usable is accepted.
 *
 * @example
 * adaptLunaryBody({ events: [{ event: 'start', type: 'llm', runId: 'r1', timestamp: 1795314751139 }] }, { receivedAt: new Date() })
 * // { ok: true, events: [{ kind: 'start', type: 'llm', runId: toRunUuid('r1'), … }], rejections: [] }
 */
export function adaptLunaryBody(body: unknown, options: LunaryAdapterOptions): LunaryAdapterResult {
  const list = lunaryEventList(body);
  if (!list) return { ok: false, error: 'Expected a JSON body {"events": [...]}' };
  const tooMany = tooManyEvents(list.length, 'events');
  if (tooMany) return { ok: false, error: tooMany };
  const events: RunEvent[] = [];
  const rejections: IngestRejection[] = [];
  list.forEach((raw, index) => {
    if (!isRawObject(raw)) {
      rejections.push({ index, reason: 'An event must be a JSON object' });
      return;
    }
    const adapted = adaptOne(raw, options.receivedAt);
    if (typeof adapted === 'string') {
      const id = readId(raw, 'runId');
      rejections.push(id ? { index, id, reason: adapted } : { index, reason: adapted });
    } else {
      events.push(...adapted);
    }
  });
  return { ok: true, events, rejections };
}
