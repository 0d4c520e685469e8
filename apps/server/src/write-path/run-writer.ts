import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { toJsonbText, withoutNul } from '../db/postgres-safe.js';
import type { Database, RunTable } from '../db/schema.js';
import { compileFilterString } from '../runs/filter-sql/compile-filter-bar.js';
import { refreshThreadActivity } from '../runs/thread-activity.js';
import { computeRunCost, type ModelPriceOverride } from './cost.js';
import type { ConditionalDrop } from './ingestion-rules.js';
import { inheritFromParents } from './inherit-from-parents.js';
import { mergeWithStoredRuns } from './merge-stored-runs.js';
import { moveToAncestorTrace } from './move-to-ancestor-trace.js';
import type { RunEvent } from './run-event.js';
import type { MergedRun } from './run-merge.js';
import { type DerivedRunFields, mergedRunToRow } from './run-row.js';
import { statementChunks } from './statement-chunks.js';
import { templateVersionIdsBySlug } from './template-links.js';
import { resolveRunTokens } from './tokens.js';
import { noWrittenRuns, type WrittenRuns, writtenRunsOf } from './written-runs.js';

/** Largest value of the integer token columns. */
const maxTokenCount = 2_147_483_647;

/**
 * What the writer needs beyond the events: the org's model price overrides
 * and the project's filtering rules with filters.
 */
export interface RunWriteOptions {
  priceOverrides?: readonly ModelPriceOverride[];
  drops?: readonly ConditionalDrop[];
}

/**
 * Model, tokens and cost of a run: what the SDK sent, else counted locally
 * (once the run has ended) and priced from the catalogue and the org's
 * overrides. Derived here, never merged back into events, so a later real
 * count always wins over an estimate.
 */
function deriveUsage(
  run: MergedRun,
  options: RunWriteOptions,
): Omit<DerivedRunFields, 'traceId' | 'threadId' | 'userId' | 'parentMissing'> {
  const isModelCall = run.type === 'llm' || run.type === 'embed' || run.type === undefined;
  const model = run.model ?? (isModelCall ? (run.name ?? null) : null);
  const sent = run.tokens;
  const tokens =
    run.status === 'started'
      ? sent.prompt !== undefined || sent.completion !== undefined
        ? sent
        : undefined
      : resolveRunTokens({ ...run, type: run.type ?? 'llm' });
  const prompt = tokens?.prompt ?? null;
  const completion = tokens?.completion ?? null;
  const sum =
    tokens?.total ??
    (prompt !== null || completion !== null ? (prompt ?? 0) + (completion ?? 0) : null);
  // Each count fits the integer column; their sum may not, so the total is capped there.
  const total = sum === null ? null : Math.min(maxTokenCount, sum);
  const cost =
    computeRunCost({ ...run, type: run.type ?? 'llm' }, tokens, options.priceOverrides ?? []) ??
    run.cost ??
    null;
  return { model, promptTokens: prompt, completionTokens: completion, totalTokens: total, cost };
}

/**
 * Merges `events` into the stored runs of a project inside `trx`, idempotently:
 * rows are locked, merged with the events in memory and written back, so
 * events in any order, duplicated or retried, give the same rows (feedback and
 * scores that come before their run wait apart: `mergeWithStoredRuns`).
 * Each run learns its trace root (children that arrived first are re-linked
 * when their parent arrives) and its thread; end users are upserted.
 * @returns what was written, for `settleWrittenRuns` once it is committed
 */
export async function writeRunEvents(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
  events: readonly RunEvent[],
  options: RunWriteOptions = {},
): Promise<WrittenRuns> {
  if (events.length === 0) return noWrittenRuns();
  const { merged, waiting } = await mergeWithStoredRuns(trx, projectId, events);
  const pending = {
    pendingRunIds: waiting.filter((event) => !event.judgesTrace).map((event) => event.runId),
    pendingTraceIds: waiting.flatMap((event) =>
      event.judgesTrace && event.traceId ? [event.traceId] : [],
    ),
  };
  // Only judgements of runs not stored yet: they wait, no run changes.
  if (merged.size === 0) return { ...noWrittenRuns(), ...pending };

  // Parents outside the batch: their trace and thread, when already stored.
  const outsideParents = [
    ...new Set(
      [...merged.values()]
        .map((run) => run.parentRunId)
        .filter((id): id is string => !!id && !merged.has(id)),
    ),
  ];
  const parentRows = outsideParents.length
    ? await trx
        .selectFrom('run')
        .select(['id', 'trace_id', 'thread_id', 'user_id'])
        .where('project_id', '=', projectId)
        .where(sql<boolean>`id = any(${outsideParents}::uuid[])`)
        .execute()
    : [];
  const parents = new Map(parentRows.map((row) => [row.id, row]));

  type Link = { traceId: string; threadId: string | null; userId: string | null };
  const links = new Map<string, Link>();
  const linkOf = (runId: string, depth = 0): Link => {
    const known = links.get(runId);
    if (known) return known;
    const run = merged.get(runId);
    if (!run) {
      const parent = parents.get(runId);
      // An unknown parent stands for its trace until it arrives and re-links us.
      return parent
        ? { traceId: parent.trace_id, threadId: parent.thread_id, userId: parent.user_id }
        : { traceId: runId, threadId: null, userId: null };
    }
    const parentLink = run.parentRunId && depth < 100 ? linkOf(run.parentRunId, depth + 1) : null;
    const link = {
      traceId: run.traceId ?? parentLink?.traceId ?? runId,
      threadId: run.threadId ?? (run.type === 'thread' ? runId : (parentLink?.threadId ?? null)),
      userId: run.userId ?? parentLink?.userId ?? null,
    };
    links.set(runId, link);
    return link;
  };

  const parentMissing = (run: MergedRun) =>
    !!run.parentRunId && !merged.has(run.parentRunId) && !parents.has(run.parentRunId);
  const templateLinks = await templateVersionIdsBySlug(trx, projectId, [...merged.values()]);
  const rows = [...merged.values()].map((run) =>
    mergedRunToRow(projectId, run, {
      ...linkOf(run.runId),
      ...deriveUsage(run, options),
      parentMissing: parentMissing(run),
      templateVersionId: templateLinks.get(run.runId) ?? null,
    }),
  );
  // By end user, so the totals trigger locks users in one order in every transaction (lanes never deadlock).
  rows.sort((a, b) => compareKeys(a.user_id, b.user_id) || compareKeys(a.id, b.id));
  // Thousands of runs go in several statements, each within the bind-parameter limit.
  for (const chunk of statementChunks(rows, Object.keys(rows[0] ?? {}).length))
    await upsertRuns(trx, chunk);
  await applyConditionalDrops(
    trx,
    projectId,
    rows.map((row) => row.id),
    options.drops ?? [],
  );

  // Children that arrived before these runs were kept as roots: hang them under them now.
  await sql`update run set parent_run_id = missing_parent_id, missing_parent_id = null
    where project_id = ${projectId} and missing_parent_id = any(${rows.map((row) => row.id)}::uuid[])`.execute(
    trx,
  );
  // Children that arrived before these runs pointed at them as their trace: re-link them.
  await moveToAncestorTrace(
    trx,
    projectId,
    rows.flatMap((row) => (row.trace_id !== row.id ? [row.id] : [])),
  );
  // Children stored before these runs (came first) take their thread and end user, at any depth.
  await inheritFromParents(
    trx,
    projectId,
    rows.flatMap((row) => (row.thread_id || row.user_id ? [row.id] : [])),
  );

  await refreshThreadActivity(
    trx,
    projectId,
    rows.map((row) => row.thread_id),
  );

  await upsertExternalUsers(trx, projectId, [...merged.values()]);
  return { ...writtenRunsOf(rows), ...pending };
}

/** Orders optional keys, absent first. */
function compareKeys(a: string | null | undefined, b: string | null | undefined): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return a < b ? -1 : 1;
}

/** Inserts runs, or replaces the stored rows of the same ids with their merged state. */
async function upsertRuns(
  trx: Transaction<Database> | Kysely<Database>,
  rows: Insertable<RunTable>[],
): Promise<void> {
  await trx
    .insertInto('run')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['project_id', 'id']).doUpdateSet((eb) => ({
        type: eb.ref('excluded.type'),
        name: eb.ref('excluded.name'),
        status: eb.ref('excluded.status'),
        created_at: eb.ref('excluded.created_at'),
        ended_at: eb.ref('excluded.ended_at'),
        duration_ms: eb.ref('excluded.duration_ms'),
        parent_run_id: eb.ref('excluded.parent_run_id'),
        missing_parent_id: eb.ref('excluded.missing_parent_id'),
        trace_id: eb.ref('excluded.trace_id'),
        thread_id: eb.ref('excluded.thread_id'),
        input: eb.ref('excluded.input'),
        output: eb.ref('excluded.output'),
        error: eb.ref('excluded.error'),
        params: eb.ref('excluded.params'),
        metadata: eb.ref('excluded.metadata'),
        tags: eb.ref('excluded.tags'),
        user_id: eb.ref('excluded.user_id'),
        user_props: eb.ref('excluded.user_props'),
        model: eb.ref('excluded.model'),
        prompt_tokens: eb.ref('excluded.prompt_tokens'),
        completion_tokens: eb.ref('excluded.completion_tokens'),
        cached_prompt_tokens: eb.ref('excluded.cached_prompt_tokens'),
        total_tokens: eb.ref('excluded.total_tokens'),
        cost: eb.ref('excluded.cost'),
        feedback: eb.ref('excluded.feedback'),
        scores: eb.ref('excluded.scores'),
        template_version_id: eb.ref('excluded.template_version_id'),
        extra: eb.ref('excluded.extra'),
        merge_stamps: eb.ref('excluded.merge_stamps'),
      })),
    )
    .execute();
}

/**
 * Clears the input and/or output of the just-written runs that a filtering
 * rule's filters match, judged on the merged rows with the same SQL as the
 * logs filters, before the transaction commits.
 */
async function applyConditionalDrops(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
  runIds: readonly string[],
  drops: readonly ConditionalDrop[],
): Promise<void> {
  for (const drop of drops) {
    if (!drop.dropInput && !drop.dropOutput) continue;
    await trx
      .updateTable('run')
      .set({
        ...(drop.dropInput ? { input: null } : {}),
        ...(drop.dropOutput ? { output: null } : {}),
      })
      .where('project_id', '=', projectId)
      .where(sql<boolean>`id = any(${runIds}::uuid[])`)
      .where((eb) => compileFilterString(drop.filters, eb))
      .execute();
  }
}

async function upsertExternalUsers(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
  runs: MergedRun[],
): Promise<void> {
  const users = new Map<string, { props: Record<string, unknown>; lastSeen: Date }>();
  for (const run of runs) {
    if (!run.userId) continue;
    const seen = run.endedAt ?? run.startedAt ?? new Date();
    // Cleaned before grouping: ids that differ only by a NUL are one stored user.
    const externalId = withoutNul(run.userId);
    const entry = users.get(externalId);
    users.set(externalId, {
      props: { ...entry?.props, ...run.userProps },
      lastSeen: entry && entry.lastSeen > seen ? entry.lastSeen : seen,
    });
  }
  if (users.size === 0) return;
  const rows = [...users]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([externalId, user]) => ({
      project_id: projectId,
      external_id: externalId,
      props: toJsonbText(user.props),
      last_seen: user.lastSeen,
      created_at: user.lastSeen,
    }));
  for (const chunk of statementChunks(rows, 5)) {
    await trx
      .insertInto('external_user')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['project_id', 'external_id']).doUpdateSet((eb) => ({
          props: sql`external_user.props || ${eb.ref('excluded.props')}`,
          last_seen: sql`greatest(external_user.last_seen, ${eb.ref('excluded.last_seen')})`,
        })),
      )
      .execute();
  }
}
