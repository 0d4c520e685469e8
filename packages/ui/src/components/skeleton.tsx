import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

/**
 * A grey block that pulses where content will appear, so a loading screen keeps its layout.
 * Hidden from assistive technology: announce the loading state on a surrounding `role="status"`.
 *
 * @example <Skeleton className="h-4 w-24" />
 */
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden
      className={cn('block h-4 animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

/** Widths of the bars, in %, cycled through so the rows look like text of varied length. */
const barWidths = [70, 45, 85, 55, 65, 40] as const;

export interface TableSkeletonProps {
  /** What is loading, announced to screen readers (for example "Loading prompts"). */
  label: string;
  /** The headers of the table to come, shown as they will be so nothing moves when rows arrive. */
  columns: readonly string[];
  /** How many placeholder rows (default 6). */
  rows?: number;
  className?: string;
}

/**
 * A list's header with pulsing placeholder rows under it, while the rows load. Every list of
 * the app shows it in place of a spinner, so the page keeps its shape.
 *
 * @example <TableSkeleton label="Loading prompts" columns={['Slug', 'Mode', 'Updated']} />
 */
export function TableSkeleton({ label, columns, rows = 6, className }: TableSkeletonProps) {
  const rowKeys = Array.from({ length: rows }, (_, index) => `row-${index}`);
  const cellKeys = columns.map((column, index) => `${index}-${column}`);
  return (
    <div
      role="status"
      aria-label={label}
      data-slot="table-skeleton"
      className={cn('w-full overflow-hidden rounded-lg border border-border', className)}
    >
      <table aria-hidden className="w-full table-fixed border-collapse text-sm">
        <thead className="bg-surface">
          <tr className="h-9 border-b border-border">
            {columns.map((column, index) => (
              <th
                key={cellKeys[index]}
                className="truncate px-3 text-left text-xs font-medium text-muted-foreground"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowKeys.map((rowKey, row) => (
            <tr key={rowKey} className="h-10 border-b border-border last:border-0">
              {cellKeys.map((cellKey, cell) => (
                <td key={cellKey} className="px-3">
                  <Skeleton
                    style={{ width: `${barWidths[(row + cell) % barWidths.length] ?? 50}%` }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
