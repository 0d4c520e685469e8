import type { Run, RunListType, RunSubtreeTotals } from '@lookout/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * What the correlated subquery of a trace or conversation row answers (JSON): its runs
 * counted and added up. Sums come back as JSON numbers; an empty sum is null.
 */
export interface SubtreeAggregate {
  runs: number;
  messages?: number;
  cost: number | null;
  tokens: number | string | null;
  promptTokens: number | string | null;
  completionTokens: number | string | null;
  duration: number | string | null;
}

/** The chat messages of a conversation, or the traces of an OpenTelemetry or Langfuse session. */
const isMessage = (alias: string) =>
  sql.raw(`(${alias}.type = 'chat' or (${alias}.parent_run_id is null
    and ${alias}.type not in ('thread', 'custom-event', 'log')))`);

/**
 * The figures of the runs `where` picks (`span` is each of them), as one JSON value: how many,
 * their cost and tokens (a run's total, else prompt plus completion; null when none counted
 * any) and the time from the first start to `lastMoment` in ms (null while none ended).
 */
function aggregateOf(where: RawBuilder<unknown>, lastMoment: RawBuilder<unknown>) {
  return sql<SubtreeAggregate | null>`(select json_build_object(
      'runs', count(*),
      'messages', count(*) filter (where ${isMessage('span')}),
      'cost', sum(span.cost),
      'tokens', sum(case when span.total_tokens is null and span.prompt_tokens is null
                              and span.completion_tokens is null then null
                         else coalesce(span.total_tokens,
                                       coalesce(span.prompt_tokens, 0) + coalesce(span.completion_tokens, 0)) end),
      'promptTokens', sum(span.prompt_tokens),
      'completionTokens', sum(span.completion_tokens),
      'duration', round(extract(epoch from (${lastMoment} - min(span.created_at))) * 1000))
    from run span where span.project_id = run.project_id and ${where})`;
}

/**
 * The list's aggregates of one page, as columns of the list query itself (one statement per
 * page, each row's runs read on the `(project_id, trace_id)` or `(project_id, thread_id)`
 * index; PostgreSQL evaluates them for the rows of the page only): a trace's runs
 * (`subtree`), a conversation's runs and its opening message (the input of its first
 * message). Both are null on the LLM calls list.
 */
export function listAggregateColumns(type: RunListType) {
  const subtree =
    type === 'trace'
      ? aggregateOf(sql`span.trace_id = run.trace_id`, sql`max(span.ended_at)`)
      : type === 'thread'
        ? // Up to the latest start or end: the conversation's last activity.
          aggregateOf(
            sql`span.thread_id = run.id`,
            sql`max(greatest(span.created_at, span.ended_at))`,
          )
        : sql<SubtreeAggregate | null>`null`;
  const openingMessage =
    type === 'thread'
      ? sql<unknown>`(select coalesce(opener.input, opener.output) from run opener
          where opener.project_id = run.project_id and opener.thread_id = run.id and ${isMessage('opener')}
          order by opener.created_at, opener.id limit 1)`
      : sql<unknown>`null`;
  return [subtree.as('subtree'), openingMessage.as('opening_message')] as const;
}

const count = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/**
 * A subtree's figures as the API gives them; the duration is at least the run's own (a root
 * that ended after its last child).
 */
export function toSubtreeTotals(
  aggregate: SubtreeAggregate,
  ownDuration: number | null,
): RunSubtreeTotals {
  const span = count(aggregate.duration);
  return {
    cost: aggregate.cost === null ? null : Number(aggregate.cost),
    tokens: count(aggregate.tokens),
    promptTokens: count(aggregate.promptTokens),
    completionTokens: count(aggregate.completionTokens),
    duration: span === null ? ownDuration : Math.max(span, ownDuration ?? 0),
  };
}

/**
 * A list row with its aggregates: a trace row carries its subtree's totals and shows them
 * in its cost, token and duration columns (the Total columns), a conversation its message
 * count, totals and opening message.
 */
export function withListAggregates(
  run: Run,
  type: RunListType,
  aggregate: SubtreeAggregate | null | undefined,
  openingMessage: unknown,
): Run {
  if (type === 'llm' || !aggregate) return run;
  const totals = toSubtreeTotals(aggregate, run.duration);
  if (type === 'thread') {
    return {
      ...run,
      subtreeTotals: totals,
      messageCount: Number(aggregate.messages ?? 0),
      openingMessage: (openingMessage ?? null) as Run['openingMessage'],
    };
  }
  return {
    ...run,
    subtreeTotals: totals,
    spanCount: Number(aggregate.runs),
    cost: totals.cost ?? run.cost,
    totalTokens: totals.tokens ?? run.totalTokens,
    promptTokens: totals.promptTokens ?? run.promptTokens,
    completionTokens: totals.completionTokens ?? run.completionTokens,
    duration: totals.duration,
  };
}

/**
 * What a whole tree adds up to, from its runs already loaded (the root of `GET /v1/runs/{id}/tree`):
 * the same figures as the lists' subquery, so a trace's row and its root agree.
 */
export function sumRunTotals(runs: readonly Run[], ownDuration: number | null): RunSubtreeTotals {
  const sum = (values: (number | null)[]) => {
    const present = values.filter((value): value is number => value !== null);
    return present.length === 0 ? null : present.reduce((total, value) => total + value, 0);
  };
  const tokensOf = (run: Run) =>
    run.totalTokens === null && run.promptTokens === null && run.completionTokens === null
      ? null
      : (run.totalTokens ?? (run.promptTokens ?? 0) + (run.completionTokens ?? 0));
  const starts = runs.map((run) => Date.parse(run.createdAt));
  const ends = runs.flatMap((run) => (run.endedAt ? [Date.parse(run.endedAt)] : []));
  return toSubtreeTotals(
    {
      runs: runs.length,
      cost: sum(runs.map((run) => run.cost)),
      tokens: sum(runs.map(tokensOf)),
      promptTokens: sum(runs.map((run) => run.promptTokens)),
      completionTokens: sum(runs.map((run) => run.completionTokens)),
      duration:
        ends.length === 0
          ? null
          : ends.reduce((last, end) => Math.max(last, end)) -
            starts.reduce((first, start) => Math.min(first, start)),
    },
    ownDuration,
  );
}
