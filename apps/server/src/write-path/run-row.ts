import type { Insertable, Selectable } from 'kysely';
import { toJsonbText, withoutNul } from '../db/postgres-safe.js';
import type { RunTable } from '../db/schema.js';
import type { MergedRun } from './run-merge.js';

/** Fields of the merged state that have no column of their own; kept in `extra`. */
interface RunExtra {
  /** Whether some event set the start time (else created_at fell back to the end). */
  started?: boolean;
  templateId?: string;
  templateSlug?: string;
  templateVersion?: number;
  runtime?: string;
  source?: string;
}

/** Rebuilds the merged state of a stored run, so new events merge into it. */
export function rowToMergedRun(row: Selectable<RunTable>): MergedRun {
  const extra = row.extra as RunExtra;
  const stamps = row.merge_stamps as MergedRun['stamps'];
  // Only counts an event sent: the columns also hold local estimates, which must
  // not pass for sent counts (a later recount would never happen).
  const tokens: MergedRun['tokens'] = {};
  if (row.prompt_tokens !== null && 'tokens.prompt' in stamps) tokens.prompt = row.prompt_tokens;
  if (row.completion_tokens !== null && 'tokens.completion' in stamps)
    tokens.completion = row.completion_tokens;
  if (row.cached_prompt_tokens !== null && 'tokens.cachedPrompt' in stamps)
    tokens.cachedPrompt = row.cached_prompt_tokens;
  if (row.total_tokens !== null && 'tokens.total' in stamps) tokens.total = row.total_tokens;
  const merged: MergedRun = {
    runId: row.id,
    ...('type' in stamps ? { type: row.type as MergedRun['type'] } : {}),
    status: row.status as MergedRun['status'],
    params: row.params as MergedRun['params'],
    metadata: row.metadata as MergedRun['metadata'],
    userProps: row.user_props as MergedRun['userProps'],
    tags: row.tags,
    tokens,
    scores: row.scores as MergedRun['scores'],
    stamps,
    ...(extra.templateId !== undefined ? { templateId: extra.templateId } : {}),
    ...(extra.templateSlug !== undefined ? { templateSlug: extra.templateSlug } : {}),
    ...(extra.templateVersion !== undefined ? { templateVersion: extra.templateVersion } : {}),
    ...(extra.runtime !== undefined ? { runtime: extra.runtime } : {}),
    ...(extra.source !== undefined ? { source: extra.source } : {}),
  };
  // Only fields some event wrote belong to the merged state; the row's defaults do not.
  if (extra.started) merged.startedAt = row.created_at;
  if (row.ended_at) merged.endedAt = row.ended_at;
  if (row.name !== null) merged.name = row.name;
  const parentRunId = row.parent_run_id ?? row.missing_parent_id;
  if (parentRunId !== null) merged.parentRunId = parentRunId;
  if ('traceId' in stamps) merged.traceId = row.trace_id;
  if ('threadId' in stamps && row.thread_id !== null) merged.threadId = row.thread_id;
  if (row.input !== null) merged.input = row.input as MergedRun['input'];
  if (row.output !== null) merged.output = row.output as MergedRun['output'];
  if (row.error !== null) merged.error = row.error;
  if (row.user_id !== null) merged.userId = row.user_id;
  if (row.model !== null && 'model' in stamps) merged.model = row.model;
  if (row.cost !== null && 'cost' in stamps) merged.cost = row.cost;
  if (row.feedback !== null) merged.feedback = row.feedback as MergedRun['feedback'];
  if (row.template_version_id !== null) merged.templateVersionId = row.template_version_id;
  return merged;
}

/** What the writer derived for a run beyond its events. */
export interface DerivedRunFields {
  traceId: string;
  threadId: string | null;
  /** The end user: the run's own, else its parent's (SDKs often set it on the trace root only). */
  userId: string | null;
  /** Whether the run names a parent that is not stored: it is kept as a root until it arrives. */
  parentMissing: boolean;
  model: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  cost: number | null;
  /** The version a run names by prompt slug and number (Langfuse), when the project has it. */
  templateVersionId?: string | null;
}

function nullableText(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : withoutNul(value);
}

/** The row to store for a merged run in a project. */
export function mergedRunToRow(
  projectId: string,
  run: MergedRun,
  derived: DerivedRunFields,
): Insertable<RunTable> {
  const createdAt = run.startedAt ?? run.endedAt ?? new Date();
  const extra: RunExtra = {
    ...(run.startedAt ? { started: true } : {}),
    ...(run.templateId !== undefined ? { templateId: run.templateId } : {}),
    ...(run.templateSlug !== undefined ? { templateSlug: run.templateSlug } : {}),
    ...(run.templateVersion !== undefined ? { templateVersion: run.templateVersion } : {}),
    ...(run.runtime !== undefined ? { runtime: run.runtime } : {}),
    ...(run.source !== undefined ? { source: run.source } : {}),
  };
  return {
    project_id: projectId,
    id: run.runId,
    type: run.type ?? 'llm',
    name: nullableText(run.name ?? run.model),
    status: run.status ?? 'started',
    created_at: createdAt,
    ended_at: run.endedAt ?? null,
    // Capped at the column's range (24.8 days): a longer run is stored with the cap.
    duration_ms: run.endedAt
      ? Math.min(2_147_483_647, Math.max(0, run.endedAt.getTime() - createdAt.getTime()))
      : null,
    parent_run_id: derived.parentMissing ? null : (run.parentRunId ?? null),
    missing_parent_id: derived.parentMissing ? (run.parentRunId ?? null) : null,
    trace_id: derived.traceId,
    thread_id: derived.threadId,
    input: run.input === undefined ? null : toJsonbText(run.input),
    output: run.output === undefined ? null : toJsonbText(run.output),
    error: run.error ? toJsonbText(run.error) : null,
    params: toJsonbText(run.params),
    metadata: toJsonbText(run.metadata),
    tags: run.tags.map(withoutNul),
    user_id: nullableText(derived.userId),
    user_props: toJsonbText(run.userProps),
    model: nullableText(derived.model),
    prompt_tokens: derived.promptTokens,
    completion_tokens: derived.completionTokens,
    cached_prompt_tokens: run.tokens.cachedPrompt ?? null,
    total_tokens: derived.totalTokens,
    cost: derived.cost,
    feedback: run.feedback ? toJsonbText(run.feedback) : null,
    scores: toJsonbText(run.scores),
    template_version_id: nullableText(run.templateVersionId ?? derived.templateVersionId),
    extra: toJsonbText(extra),
    merge_stamps: toJsonbText(run.stamps),
  };
}
