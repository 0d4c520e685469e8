import type { RunListType } from '@lookout/domain';
import { useMemo } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type LogColumn, logColumns } from './log-columns';

interface ColumnVisibilityState {
  /** Per list type, the columns the user turned on or off (others keep their default). */
  choices: Partial<Record<RunListType, Record<string, boolean>>>;
  setVisible: (type: RunListType, columnId: string, visible: boolean) => void;
  reset: (type: RunListType) => void;
}

/** The columns each logs table shows, remembered across visits. */
export const useColumnVisibilityStore = create<ColumnVisibilityState>()(
  persist(
    (set) => ({
      choices: {},
      setVisible: (type, columnId, visible) =>
        set((state) => ({
          choices: { ...state.choices, [type]: { ...state.choices[type], [columnId]: visible } },
        })),
      reset: (type) => set((state) => ({ choices: { ...state.choices, [type]: {} } })),
    }),
    { name: 'lookout-log-columns', partialize: (state) => ({ choices: state.choices }) },
  ),
);

/**
 * Whether a column shows, given the user's choices and whether the list holds graded runs
 * (which turns on the Evaluations column until the user hides it).
 */
export function isColumnVisible(
  column: LogColumn,
  choices: Record<string, boolean> | undefined,
  evaluated = false,
) {
  return (
    choices?.[column.id] ??
    (column.defaultVisible || (evaluated && column.showWhenEvaluated === true))
  );
}

/** The columns of a list type that show now. */
export function useVisibleColumns(type: RunListType, evaluated = false): LogColumn[] {
  const choices = useColumnVisibilityStore((state) => state.choices[type]);
  // One array per choice, so the table's memoised rows keep their props between renders.
  return useMemo(
    () => logColumns[type].filter((column) => isColumnVisible(column, choices, evaluated)),
    [type, choices, evaluated],
  );
}
