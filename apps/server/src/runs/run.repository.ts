import { kindsOutsideTracesList, type Run, type RunTreeNode } from '@lookout/domain';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, RunTable } from '../db/schema.js';
import { sumRunTotals } from './run-list-aggregates.js';

/**
 * The columns `toRun` reads. Reads that show runs select these rather than every column: the
 * rest (`extra`, the merge and indexing stamps) is parsed for nothing, ~40 % of a 500-span
 * trace's read.
 */
export const runReadColumns = [
  'project_id',
  'id',
  'type',
  'name',
  'model',
  'status',
  'created_at',
  'ended_at',
  'duration_ms',
  'parent_run_id',
  'missing_parent_id',
  'trace_id',
  'thread_id',
  'input',
  'output',
  'error',
  'params',
  'metadata',
  'tags',
  'user_id',
  'user_props',
  'prompt_tokens',
  'completion_tokens',
  'cached_prompt_tokens',
  'total_tokens',
  'cost',
  'feedback',
  'scores',
  'is_public',
  'template_version_id',
  'last_activity_at',
] as const satisfies readonly (keyof RunTable)[];

/** `runReadColumns` qualified by the table, for reads that join `run` to others. */
export const runReadColumnsOfRun = runReadColumns.map((column) => `run.${column}` as const);

/** A stored run row with the optional aggregates of trace and thread lists. */
export type RunRow = Pick<Selectable<RunTable>, (typeof runReadColumns)[number]> & {
  span_count?: number | string | null;
  message_count?: number | string | null;
};

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's view of a run row (camelCase, ISO timestamps). */
export function toRun(row: RunRow): Run {
  const run: Run = {
    id: row.id,
    projectId: row.project_id,
    type: row.type as Run['type'],
    name: row.name,
    model: row.model,
    status: row.status as Run['status'],
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    duration: row.duration_ms,
    parentRunId: row.parent_run_id,
    missingParentRunId: row.missing_parent_id ?? null,
    traceId: row.trace_id,
    threadId: row.thread_id,
    input: (row.input ?? null) as Run['input'],
    output: (row.output ?? null) as Run['output'],
    error: row.error,
    params: row.params as Run['params'],
    metadata: row.metadata as Run['metadata'],
    tags: row.tags,
    userId: row.user_id,
    userProps: row.user_props as Run['userProps'],
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    cachedPromptTokens: row.cached_prompt_tokens,
    totalTokens: row.total_tokens,
    cost: row.cost,
    feedback: row.feedback as Run['feedback'],
    scores: row.scores as Run['scores'],
    isPublic: row.is_public,
    templateVersionId:
      row.template_version_id && uuidLike.test(row.template_version_id)
        ? row.template_version_id
        : null,
  };
  if (row.span_count !== undefined && row.span_count !== null)
    run.spanCount = Number(row.span_count);
  if (row.message_count !== undefined && row.message_count !== null)
    run.messageCount = Number(row.message_count);
  if (row.last_activity_at) run.lastActivityAt = row.last_activity_at.toISOString();
  return run;
}

/** Sort columns of the logs lists. */
export const runSortColumns = {
  createdAt: 'created_at',
  duration: 'duration_ms',
  cost: 'cost',
  totalTokens: 'total_tokens',
  promptTokens: 'prompt_tokens',
  completionTokens: 'completion_tokens',
  name: 'name',
  model: 'model',
  lastActivityAt: 'last_activity_at',
} as const;

/** Which runs each logs list holds. */
export function listTypeCondition(
  type: 'llm' | 'trace' | 'thread',
  eb: ExpressionBuilder<Database, 'run'>,
) {
  switch (type) {
    case 'llm':
      return eb('run.type', '=', 'llm');
    case 'thread':
      return eb('run.type', '=', 'thread');
    case 'trace':
      return eb.and([
        eb('run.parent_run_id', 'is', null),
        eb('run.type', 'not in', [...kindsOutsideTracesList]),
      ]);
  }
}

/**
 * Every run of the trace `runId` belongs to, as a tree from its root(s), read
 * in one statement: the anchor's trace id is a subquery (both scoped to the
 * project), so a trace costs one round trip on the `(project_id, trace_id)`
 * index whatever its size. A conversation (thread run) also gathers the runs
 * that name it as their thread: OpenTelemetry and Langfuse sessions are other
 * traces, which hang under it as its turns.
 */
export async function loadRunTree(
  db: Kysely<Database>,
  projectId: string,
  runId: string,
): Promise<RunTreeNode | null> {
  const rows = await db
    .selectFrom('run')
    .select(runReadColumns)
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb('trace_id', '=', (sub) =>
          sub
            .selectFrom('run as anchor')
            .select('anchor.trace_id')
            .where('anchor.project_id', '=', projectId)
            .where('anchor.id', '=', runId),
        ),
        eb('thread_id', '=', runId),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const traceId = rows.find((row) => row.id === runId)?.trace_id;
  if (traceId === undefined) return null;
  // `children` is added to the run toRun made rather than spread into a copy of its 30 fields.
  const nodes = new Map<string, RunTreeNode>(
    rows.map((row) => [row.id, Object.assign(toRun(row), { children: [] as RunTreeNode[] })]),
  );
  const roots: RunTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentRunId ? nodes.get(node.parentRunId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const rootId = rows.find((row) => row.id === traceId)?.id;
  const root = (rootId ? nodes.get(rootId) : undefined) ?? roots[0];
  if (!root) return null;
  // Orphans (parents not arrived yet) hang under the root so nothing is hidden.
  for (const orphan of roots) if (orphan !== root) root.children.push(orphan);
  // The root carries what the whole tree adds up to, as its row in the traces list.
  root.subtreeTotals = sumRunTotals([...nodes.values()], root.duration);
  return root;
}
