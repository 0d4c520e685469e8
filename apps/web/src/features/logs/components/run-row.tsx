import type { Run } from '@lookout/domain';
import { type KeyboardEvent, memo } from 'react';
import type { LogColumn } from '../log-columns';

interface RunRowProps {
  run: Run;
  /** Position in the loaded list (0-based). */
  index: number;
  columns: LogColumn[];
  selected: boolean;
  height: number;
  /** Stable across renders, so scrolling re-renders only the rows that come into view. */
  onOpen: (run: Run) => void;
  /** Stable across renders; receives the row's run and index. */
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, run: Run, index: number) => void;
}

/**
 * One run of the logs table. Memoised: while the table scrolls, rows already in view keep
 * their props and are not rendered again, which keeps each frame's work to the new rows.
 */
export const RunRow = memo(function RunRow({
  run,
  index,
  columns,
  selected,
  height,
  onOpen,
  onKeyDown,
}: RunRowProps) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={0}
      data-testid="run-row"
      onClick={() => onOpen(run)}
      onKeyDown={(event) => onKeyDown(event, run, index)}
      style={{ height }}
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
});
