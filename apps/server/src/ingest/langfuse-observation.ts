import type { JsonObject } from '@lookout/domain';
import { toRunUuid } from '../runs/run-id.js';
import { compactObject } from '../write-path/json-value.js';
import type { RunEvent, RunType } from '../write-path/run-event.js';
import { parseEventTime } from './event-time.js';
import {
  type RawObject,
  readId,
  readJson,
  readObject,
  readString,
  toNumber,
  withoutUndefined,
} from './raw-fields.js';
import { stripSecretsFromObject } from './strip-secrets.js';
import { costFromDetails, tokensFromUsage } from './usage-details.js';

/** A run event before the adapter stamps and validates it. */
export type LangfuseDraft = Omit<RunEvent, 'source'>;

/** Observation types of the ingestion API (`observation-create` names them in `body.type`). */
export const observationTypes = {
  SPAN: 'chain',
  GENERATION: 'llm',
  EVENT: 'custom-event',
} as const satisfies Record<string, RunType>;

/** Metadata without secrets, plus the observation's version, environment and non-default level. */
function observationMetadata(body: RawObject): JsonObject | undefined {
  const level = readString(body, 'level');
  const metadata = compactObject({
    ...stripSecretsFromObject(readObject(body, 'metadata') ?? {}),
    version: readString(body, 'version'),
    environment: readString(body, 'environment'),
    level: level && level !== 'DEFAULT' ? level : undefined,
    statusMessage: level === 'ERROR' ? undefined : readString(body, 'statusMessage'),
    completionStartTime: readString(body, 'completionStartTime'),
  });
  return Object.keys(metadata).length > 0 ? metadata : undefined;
}

function observationTokens(body: RawObject): RunEvent['tokens'] {
  const details = readObject(body, 'usageDetails');
  const usage = readObject(body, 'usage');
  // Characters, images, seconds… are not tokens.
  const unit = typeof usage?.unit === 'string' ? usage.unit.toUpperCase() : 'TOKENS';
  return (
    (details && tokensFromUsage(details)) ??
    (usage && unit === 'TOKENS' ? tokensFromUsage(usage) : undefined)
  );
}

function observationCost(body: RawObject): number | undefined {
  const details = readObject(body, 'costDetails');
  if (details) return costFromDetails(details);
  const usage = readObject(body, 'usage');
  if (!usage) return undefined;
  const legacy = compactObject({
    input: toNumber(usage.inputCost),
    output: toNumber(usage.outputCost),
    total: toNumber(usage.totalCost),
  });
  return Object.keys(legacy).length > 0 ? costFromDetails(legacy) : undefined;
}

/**
 * The run events of an observation envelope (`span-*`, `generation-*`,
 * `event-create`, `observation-*`). A create starts the run at `startTime`; any
 * call with `endTime` ends it there (failed when `level` is ERROR); fields sent
 * without an end time are an `update` at the envelope's time. An update only
 * moves the run under another parent when it names `parentObservationId`.
 */
export function observationEvents(
  body: RawObject,
  type: RunType,
  isCreate: boolean,
  envelopeTime: Date,
): LangfuseDraft[] | string {
  const rawId = readId(body, 'id');
  if (!rawId) return 'An observation needs its id';
  const runId = toRunUuid(rawId);
  const rawTraceId = readId(body, 'traceId');
  const rawParentId = readId(body, 'parentObservationId');
  const startTime = parseEventTime(readString(body, 'startTime'));
  const endTime = parseEventTime(readString(body, 'endTime'));
  const failed = readString(body, 'level') === 'ERROR';
  const promptVersion = toNumber(body.promptVersion);
  const parent = rawParentId ?? (isCreate ? rawTraceId : undefined);

  const startFields = withoutUndefined({
    runId,
    type,
    traceId: rawTraceId ? toRunUuid(rawTraceId) : undefined,
    parentRunId: parent ? toRunUuid(parent) : undefined,
    name: readString(body, 'name'),
    input: readJson(body, 'input'),
    params: readObject(body, 'modelParameters'),
    metadata: observationMetadata(body),
    model: readString(body, 'model'),
    templateSlug: readString(body, 'promptName'),
    templateVersion:
      promptVersion !== undefined && Number.isInteger(promptVersion) ? promptVersion : undefined,
  });
  const endFields = withoutUndefined({
    output: readJson(body, 'output'),
    tokens: observationTokens(body),
    cost: observationCost(body),
    error: failed ? { message: readString(body, 'statusMessage') ?? 'Error' } : undefined,
  });
  const endStatus = failed ? ('error' as const) : ('success' as const);

  if (type === 'custom-event') {
    return [
      {
        ...startFields,
        ...endFields,
        kind: 'custom-event',
        status: endStatus,
        timestamp: startTime ?? envelopeTime,
      },
    ];
  }
  const drafts: LangfuseDraft[] = [];
  if (isCreate)
    drafts.push({
      ...startFields,
      kind: 'start',
      status: 'started',
      timestamp: startTime ?? envelopeTime,
    });
  else {
    if (startTime)
      drafts.push({ runId, type, kind: 'start', status: 'started', timestamp: startTime });
    drafts.push({
      ...startFields,
      kind: 'update',
      timestamp: envelopeTime,
      ...(failed ? { status: 'error' } : {}),
    });
  }
  if (endTime) {
    drafts.push({
      runId,
      type,
      ...endFields,
      kind: failed ? 'error' : 'end',
      status: endStatus,
      timestamp: endTime,
    });
  } else if (Object.keys(endFields).length > 0) {
    drafts.push({
      runId,
      type,
      ...endFields,
      kind: 'update',
      timestamp: envelopeTime,
      ...(failed ? { status: 'error' } : {}),
    });
  }
  return drafts;
}
