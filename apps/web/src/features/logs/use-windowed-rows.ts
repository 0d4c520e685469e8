import { type RefObject, useEffect, useMemo, useState } from 'react';
import { computeWindow, type RowWindow } from './windowing';

interface WindowedRowsOptions {
  count: number;
  rowHeight: number;
  overscan?: number;
  /** Height of anything inside the scroller above the first row (a sticky header), in px. */
  headerHeight?: number;
}

/**
 * Renders only the rows of a long fixed-height list that can be seen, by following the scroll
 * position and size of `scroller`. Re-renders only when the window moves by a row.
 *
 * A stand-in for @tanstack/react-virtual, which should replace it once it can be added.
 */
export function useWindowedRows(
  scroller: RefObject<HTMLElement | null>,
  { count, rowHeight, overscan = 10, headerHeight = 0 }: WindowedRowsOptions,
): RowWindow {
  const [viewport, setViewport] = useState({ scrollTop: 0, height: 800 });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const scrollTop = Math.max(0, element.scrollTop - headerHeight);
      const height = element.clientHeight || 800;
      setViewport((current) =>
        Math.floor(current.scrollTop / rowHeight) === Math.floor(scrollTop / rowHeight) &&
        current.height === height
          ? current
          : { scrollTop, height },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scroller, rowHeight, headerHeight]);

  return useMemo(
    () =>
      computeWindow({
        count,
        rowHeight,
        viewportHeight: viewport.height,
        scrollTop: viewport.scrollTop,
        overscan,
      }),
    [count, rowHeight, overscan, viewport],
  );
}
