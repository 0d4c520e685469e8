import type { Run, RunSortField, SortDirection } from '@lookout/domain';
import { Button, Checkbox } from '@lookout/ui';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import type { LogColumn } from '../log-columns';
import type { RunSelection } from '../run-selection';
import { ColumnResizeHandle } from './column-resize-handle';
import { RunRow } from './run-row';

/** Height of every row, in px (the virtualizer positions rows by it). */
export const rowHeight = 40;
/** Height of the sticky header row, in px. */
export const headerHeight = 36;
/**
 * Rows rendered above and below the visible ones, so scrolling shows no gap. A fling replaces
 * every row each frame, so more overscan only costs frame time there.
 */
const overscan = 5;
/** The next page is asked for when the last rendered row is this close to the end. */
const loadMoreThreshold = 5;
/** Rows one Page Up / Page Down moves the focus by. */
const pageRows = 10;

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
  /** Widths in px the user gave columns, by column id; others keep their default. */
  widths?: Readonly<Record<string, number>>;
  /** Called as the user resizes a column; without it, columns cannot be resized. */
  onResizeColumn?: (columnId: string, width: number) => void;
  /** Checked runs, shown as a first column of boxes (`x` toggles the focused row); none hides it. */
  selection?: RunSelection | undefined;
}

/** Width of the selection column, in px. */
const selectionWidth = 32;

const noWidths: Readonly<Record<string, number>> = {};

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) return <IconArrowsSort className="size-3.5 opacity-40" aria-hidden />;
  return direction === 'asc' ? (
    <IconArrowUp className="size-3.5" aria-hidden />
  ) : (
    <IconArrowDown className="size-3.5" aria-hidden />
  );
}

/** The row a navigation key moves the focus to from `index`, or null for other keys. */
function targetRow(key: string, index: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + pageRows,
    PageUp: index - pageRows,
    Home: 0,
    End: count - 1,
  };
  const target = moves[key];
  return target === undefined ? null : Math.min(Math.max(target, 0), count - 1);
}

/**
 * The runs of a logs list as a table that renders only the rows in view (plus an overscan),
 * so thousands of loaded rows scroll smoothly. Arrow keys, Page Up/Down, Home and End move
 * between rows; Enter or Space opens one. Scrolling near the end loads the next page, when
 * there is one.
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
  widths = noWidths,
  onResizeColumn,
  selection,
}: RunsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: runs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
    // The sticky header sits above the first row inside the scroller and covers the top.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    getItemKey: (index) => runs[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = first ? first.start - headerHeight : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - headerHeight) : 0;
  // A column the user sized keeps that width; the long text columns share what the others leave.
  const widthOf = (column: LogColumn) =>
    widths[column.id] ?? (column.minWidth === undefined ? column.width : undefined);
  const width = columns.reduce(
    (sum, column) => sum + (widthOf(column) ?? column.minWidth ?? column.width),
    selection ? selectionWidth : 0,
  );
  const spanned = columns.length + (selection ? 1 : 0);
  const allChecked =
    selection !== undefined &&
    runs.length > 0 &&
    runs.every((run) => selection.checkedIds.has(run.id));
  const someChecked = selection !== undefined && selection.checkedIds.size > 0;

  const nearEnd = last !== undefined && last.index >= runs.length - 1 - loadMoreThreshold;
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onLoadMore();
  }, [nearEnd, hasMore, loadingMore, onLoadMore]);

  // A row the keyboard moved to may only be rendered once the virtualizer has scrolled to it.
  const pendingFocus = useRef<number | null>(null);
  const focusPending = useCallback(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = scroller.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  }, []);
  useEffect(focusPending);

  // Rows get handlers that keep their identity across renders (RunRow is memoised) and call
  // the latest props and state through refs.
  const latest = useRef({ onOpen, onRowKeyDown, selection });
  latest.current = { onOpen, onRowKeyDown, selection };
  const openRun = useCallback((run: Run) => latest.current.onOpen(run), []);
  const toggleRun = useCallback((run: Run) => latest.current.selection?.onToggle(run), []);
  const rowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, run: Run, index: number) =>
      latest.current.onRowKeyDown(event, run, index),
    [],
  );

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, run: Run, index: number) {
    if (selection && event.key === 'x' && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault();
      selection.onToggle(run);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(run);
      return;
    }
    const target = targetRow(event.key, index, runs.length);
    if (target === null) return;
    event.preventDefault();
    pendingFocus.current = target;
    virtualizer.scrollToIndex(target);
    focusPending();
  }

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
          {selection ? <col style={{ width: selectionWidth }} /> : null}
          {columns.map((column) => (
            <col key={column.id} style={{ width: widthOf(column) }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-surface shadow-[0_1px_0_var(--color-border)]">
          <tr aria-rowindex={1} style={{ height: headerHeight }}>
            {selection ? (
              <th scope="col" className="px-2 text-left">
                <Checkbox
                  aria-label="Select all loaded runs"
                  checked={allChecked ? true : someChecked ? 'indeterminate' : false}
                  onCheckedChange={selection.onToggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const active = column.sortField !== undefined && column.sortField === sortField;
              return (
                <th
                  key={column.id}
                  scope="col"
                  // Named by its label alone, not also by the resize handle inside it.
                  aria-label={column.label}
                  aria-sort={
                    active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  className={`relative overflow-hidden px-3 text-xs font-medium text-ellipsis whitespace-nowrap text-muted-foreground ${column.numeric ? 'text-right' : 'text-left'}`}
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
                  {column.headerAction?.()}
                  {onResizeColumn ? (
                    <ColumnResizeHandle
                      label={column.label}
                      width={widthOf(column) ?? column.width}
                      onResize={(next) => onResizeColumn(column.id, next)}
                    />
                  ) : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden style={{ height: paddingTop }}>
              <td colSpan={spanned} />
            </tr>
          ) : null}
          {items.map((item) => {
            const run = runs[item.index];
            if (!run) return null;
            return (
              <RunRow
                key={item.key}
                run={run}
                index={item.index}
                columns={columns}
                selected={run.id === selectedId}
                height={rowHeight}
                onOpen={openRun}
                onKeyDown={rowKeyDown}
                checked={selection ? selection.checkedIds.has(run.id) : undefined}
                onToggle={toggleRun}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden style={{ height: paddingBottom }}>
              <td colSpan={spanned} />
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
