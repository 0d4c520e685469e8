import type { Run } from '@lookout/domain';
import { Checkbox } from '@lookout/ui';
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
  /** Whether the row's selection box is checked; undefined when the table has no such column. */
  checked?: boolean | undefined;
  /** Stable across renders: checks or unchecks the run. */
  onToggle?: ((run: Run) => void) | undefined;
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
  checked,
  onToggle,
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
      {checked === undefined ? null : (
        // The box's own clicks and keys stay with it, and do not open the run.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside handles the keyboard
        <td className="px-2" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            checked={checked}
            aria-label={`Select run ${run.name ?? run.id}`}
            onCheckedChange={() => onToggle?.(run)}
            onKeyDown={(event) => event.stopPropagation()}
          />
        </td>
      )}
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
