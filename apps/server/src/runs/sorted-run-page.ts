import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { runSortColumns } from './run.repository.js';

export type RunSortColumn = (typeof runSortColumns)[keyof typeof runSortColumns];

/** Columns whose index is kept `desc nulls last` (0008); the others are ascending (0007, 0031). */
const descendingIndexColumns = new Set<RunSortColumn>(['last_activity_at']);

/**
 * The runs of `list` with (`withValue`) or without a value of `column`, in
 * `direction`, then by id: the end nulls sort to is that of the column's
 * index read that way, so the index gives the order (among runs with a value
 * no null is left for it to matter; among those without, every value is the
 * same null and the index's next key, the id, orders them).
 */
export function runsByColumn<O>(
  list: SelectQueryBuilder<Database, 'run', O>,
  column: RunSortColumn,
  direction: 'asc' | 'desc',
  withValue: boolean,
) {
  const ref = sql.ref(`run.${column}`);
  const nullsFirst = descendingIndexColumns.has(column)
    ? direction === 'asc'
    : direction === 'desc';
  return list
    .where(ref, withValue ? 'is not' : 'is', null)
    .orderBy(ref, (order) => {
      const ordered = direction === 'asc' ? order.asc() : order.desc();
      return nullsFirst ? ordered.nullsFirst() : ordered.nullsLast();
    })
    .orderBy('run.id', direction);
}

export interface SortedRunPage {
  column: RunSortColumn;
  direction: 'asc' | 'desc';
  limit: number;
  page: number;
}

/**
 * One page of a logs list sorted by `column`, runs without a value last
 * whichever the direction, read in the order of the column's index instead of
 * sorting every match: the runs with a value first (`is not null`, whose
 * order the index gives either way, since which end nulls sort to no longer
 * matters), then, once those run out, the runs without one, by id.
 * A page past every run with a value counts those (`countWithValue`), to know
 * where the others start. Both reads follow the index (`runsByColumn`). `created_at` is never null: one ordered read.
 */
export async function readSortedRunPage<O>(
  list: SelectQueryBuilder<Database, 'run', O>,
  countWithValue: () => Promise<number>,
  { column, direction, limit, page }: SortedRunPage,
): Promise<O[]> {
  const skip = page * limit;
  const ref = sql.ref(`run.${column}`);
  if (column === 'created_at') {
    return list
      .orderBy(ref, direction)
      .orderBy('run.id', direction)
      .limit(limit)
      .offset(skip)
      .execute();
  }
  const withValue = await runsByColumn(list, column, direction, true)
    .limit(limit)
    .offset(skip)
    .execute();
  if (withValue.length === limit) return withValue;
  const before = withValue.length > 0 || skip === 0 ? skip : await countWithValue();
  const without = await runsByColumn(list, column, direction, false)
    .limit(limit - withValue.length)
    .offset(Math.max(0, skip - before))
    .execute();
  return [...withValue, ...without];
}
