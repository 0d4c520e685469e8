import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { runPanelWidths, useRunPanelWidthStore } from './run-panel-width-store';

/** Pixels one arrow key press resizes by; ten times that with Shift. */
const step = 20;
/** Space the panel leaves on its left at most, in px (the 2rem of its CSS width). */
export const windowMargin = 32;

/**
 * The left edge of the run side panel: dragging it, or the arrow keys while it has the focus,
 * make the panel wider or narrower (Home and End: narrowest and widest; a double click: the
 * first width). The width is remembered.
 */
export function PanelResizeHandle({ label }: { label: string }) {
  const width = useRunPanelWidthStore((state) => state.width);
  const setWidth = useRunPanelWidthStore((state) => state.setWidth);
  const dragging = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    // The panel is pinned to the right edge of the window: its width is what lies right of the pointer.
    if (dragging.current) setWidth(window.innerWidth - event.clientX);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    dragging.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const by = event.shiftKey ? step * 10 : step;
    // In a narrow window the panel shows narrower than its width: resize from what shows.
    const shown = Math.min(width, window.innerWidth - windowMargin);
    const next: Record<string, number> = {
      ArrowLeft: shown + by,
      ArrowRight: shown - by,
      Home: runPanelWidths.min,
      End: runPanelWidths.max,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setWidth(target);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, resizable splitter has no native element (an <hr> is not interactive)
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={runPanelWidths.min}
      aria-valuemax={runPanelWidths.max}
      aria-valuetext={`${width} pixels wide`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onDoubleClick={() => setWidth(runPanelWidths.initial)}
      className="group absolute inset-y-0 -left-1.5 z-10 w-3 cursor-col-resize touch-none outline-none"
    >
      <span
        aria-hidden
        className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-transparent transition-colors group-hover:bg-primary/60 group-focus-visible:bg-ring group-active:bg-primary"
      />
    </div>
  );
}
