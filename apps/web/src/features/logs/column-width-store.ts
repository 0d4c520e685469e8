import type { RunListType } from '@lookout/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Narrowest a user can drag a column to, in px: a header and a few characters still show. */
export const narrowestColumn = 60;
/** Widest a user can drag a column to, in px. */
export const widestColumn = 1200;

interface ColumnWidthState {
  /** Per list (see `columnWidthScope`), the widths in px the user gave columns by resizing. */
  widths: Record<string, Record<string, number>>;
  setWidth: (scope: string, columnId: string, width: number) => void;
}

/**
 * Which list a column width belongs to: the saved view open in the page, else the list type,
 * so each view keeps its own layout and the plain lists share one per type.
 */
export function columnWidthScope(type: RunListType, viewId: string | undefined): string {
  return viewId ? `view:${viewId}` : `type:${type}`;
}

/** A width the user asked for, kept between the narrowest and widest a column may be. */
export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(Math.max(width, narrowestColumn), widestColumn));
}

/** The widths users gave the logs tables' columns, remembered across visits. */
export const useColumnWidthStore = create<ColumnWidthState>()(
  persist(
    (set) => ({
      widths: {},
      setWidth: (scope, columnId, width) =>
        set((state) => ({
          widths: {
            ...state.widths,
            [scope]: { ...state.widths[scope], [columnId]: clampColumnWidth(width) },
          },
        })),
    }),
    { name: 'lookout-log-column-widths', partialize: (state) => ({ widths: state.widths }) },
  ),
);
