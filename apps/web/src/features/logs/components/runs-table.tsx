import type { Run, RunSortField, SortDirection } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { LogColumn } from '../log-columns';
import { useWindowedRows } from '../use-windowed-rows';

/** Height of every row, in px (the windowing relies on it). */
export const rowHeight = 40;
const headerHeight = 36;

interface RunsTableProps {
  runs: Run[];
  columns: LogColumn[];
  sortField: RunSortField;
  sortDirection: SortDirection;
  onSort: (field: RunSortField) => void;
  selectedId: string | null;
  onOpen: (run: Run) => void;
  /** Another page exists (the last one was full). */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Name of the table for assistive technology. */
  label: string;
}

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <IconArrowsSort className="size-3.5 opacity-40" aria-hidden />;
  return direction === 'asc' ? (
    <IconArrowUp className="size-3.5" aria-hidden />
  ) : (
    <IconArrowDown className="size-3.5" aria-hidden />
  );
}

/**
 * The runs of a logs list as a table that renders only the rows in view, so thousands of
 * loaded rows scroll smoothly. Scrolling near the end loads the next page, when there is one.
 */
export function RunsTable({
  runs,
  columns,
  sortField,
  sortDirection,
  onSort,
  selectedId,
  onOpen,
  hasMore,
  loadingMore,
  onLoadMore,
  label,
}: RunsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const window = useWindowedRows(scroller, { count: runs.length, rowHeight, headerHeight });
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  const nearEnd = window.end >= runs.length - 5;
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onLoadMore();
  }, [nearEnd, hasMore, loadingMore, onLoadMore]);

  return (
    <div
      ref={scroller}
      data-testid="runs-scroller"
      className="min-h-0 flex-initial overflow-auto rounded-lg border border-border bg-background"
    >
      <table
        aria-label={label}
        aria-rowcount={runs.length + 1}
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: width }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-surface shadow-[0_1px_0_var(--color-border)]">
          <tr aria-rowindex={1} style={{ height: headerHeight }}>
            {columns.map((column) => {
              const active = column.sortField !== undefined && column.sortField === sortField;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  className={`px-3 text-xs font-medium whitespace-nowrap text-muted-foreground ${column.numeric ? 'text-right' : 'text-left'}`}
                >
                  {column.sortField ? (
                    <button
                      type="button"
                      onClick={() => column.sortField && onSort(column.sortField)}
                      className={`inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring ${active ? 'text-foreground' : ''}`}
                    >
                      {column.label}
                      <SortIcon active={active} direction={sortDirection} />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {window.paddingTop > 0 ? (
            <tr aria-hidden style={{ height: window.paddingTop }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
          {runs.slice(window.start, window.end).map((run, offset) => {
            const index = window.start + offset;
            const selected = run.id === selectedId;
            return (
              <tr
                key={run.id}
                aria-rowindex={index + 2}
                aria-selected={selected}
                tabIndex={0}
                data-testid="run-row"
                onClick={() => onOpen(run)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onOpen(run);
                  }
                }}
                style={{ height: rowHeight }}
                className={`cursor-pointer border-b border-border outline-none hover:bg-muted/60 focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset ${selected ? 'bg-primary/10' : ''}`}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`overflow-hidden px-3 text-ellipsis whitespace-nowrap ${column.numeric ? 'text-right tabular-nums' : ''}`}
                  >
                    {column.render(run)}
                  </td>
                ))}
              </tr>
            );
          })}
          {window.paddingBottom > 0 ? (
            <tr aria-hidden style={{ height: window.paddingBottom }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
      {hasMore ? (
        <div className="flex justify-center p-3">
          <Button variant="outline" size="sm" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
