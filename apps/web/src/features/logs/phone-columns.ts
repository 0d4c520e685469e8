import type { LogColumn } from './log-columns';

/**
 * The columns people look for first, in the order a phone shows them: what the run is, then
 * whether it failed, what it cost and how long it took, then its size.
 */
const phoneFirst = ['name', 'status', 'cost', 'duration', 'messages', 'tokens', 'spans'];

/** Narrower defaults on a phone, so the first three key columns fit 390 px whole. */
const phoneWidths: Record<string, number> = { name: 120, status: 84 };

/**
 * The columns as a phone-sized screen shows them: the key ones (name, status, cost, duration,
 * messages, tokens) first, so they fit the first 390 px of the table, and every other column
 * after them in its usual order, reached by scrolling the table sideways. The model and status
 * columns are a little narrower there (a width the user set still wins).
 *
 * @example phoneColumnOrder([time, name, input, cost]).map((column) => column.id) // ['name', 'cost', 'time', 'input']
 */
export function phoneColumnOrder<Column extends Pick<LogColumn, 'id' | 'width'>>(
  columns: readonly Column[],
): Column[] {
  const rank = (column: Column) => {
    const index = phoneFirst.indexOf(column.id);
    return index === -1 ? phoneFirst.length : index;
  };
  // Array.prototype.sort is stable: columns of the same rank keep their order.
  return [...columns]
    .sort((a, b) => rank(a) - rank(b))
    .map((column) => {
      const width = phoneWidths[column.id];
      return width === undefined ? column : { ...column, width };
    });
}
