import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { narrowestColumn, widestColumn } from '../column-width-store';

/** Px one arrow key press moves a column edge by; Shift moves it five times as far. */
const keyStep = 10;

interface ColumnResizeHandleProps {
  /** The column's header text, for the handle's accessible name. */
  label: string;
  /** The column's width now, in px. */
  width: number;
  onResize: (width: number) => void;
}

/** The rendered width of the header cell holding the handle: a column that shares room has no width of its own. */
function headerWidth(handle: HTMLElement, fallback: number): number {
  return handle.closest('th')?.getBoundingClientRect().width || fallback;
}

/**
 * The right edge of a column header: dragged with a pointer, or focused and moved with the
 * left and right arrow keys (a window splitter, as WAI-ARIA describes it).
 */
export function ColumnResizeHandle({ label, width, onResize }: ColumnResizeHandleProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.preventDefault();
    // The header's sort button is under the handle's edge: a drag is not a click on it.
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: headerWidth(event.currentTarget, width) };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current) onResize(drag.current.width + event.clientX - drag.current.x);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const step = event.shiftKey ? keyStep * 5 : keyStep;
    onResize(headerWidth(event.currentTarget, width) + direction * step);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused or dragged; a focusable separator is the ARIA window splitter.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label} column`}
      aria-valuenow={Math.round(width)}
      aria-valuemin={narrowestColumn}
      aria-valuemax={widestColumn}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      className="absolute inset-y-1 right-0 w-1.5 cursor-col-resize touch-none rounded-sm outline-none select-none hover:bg-primary/40 focus-visible:bg-primary"
    />
  );
}
