import type { Run } from '@lookout/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** The runs checked in a logs table, and how the table changes them. */
export interface RunSelection {
  checkedIds: ReadonlySet<string>;
  /** Checks or unchecks one run (a click on its box, or `x` on its row). */
  onToggle: (run: Run) => void;
  /** The header box: checks every loaded run, or clears them all when all are checked. */
  onToggleAll: () => void;
}

/**
 * Runs checked in the logs list, for actions on several runs ("Add to dataset"). The choice is
 * cleared whenever `viewKey` (the type, filters and search) changes, so it never holds runs the
 * list no longer shows.
 */
export function useRunSelection(
  runs: readonly Run[],
  viewKey: string,
): RunSelection & { clear: () => void } {
  const [checked, setChecked] = useState<{ viewKey: string; ids: ReadonlySet<string> }>({
    viewKey,
    ids: new Set(),
  });
  const checkedIds = checked.viewKey === viewKey ? checked.ids : emptySet;
  useEffect(() => {
    setChecked((current) => (current.viewKey === viewKey ? current : { viewKey, ids: new Set() }));
  }, [viewKey]);

  const onToggle = useCallback(
    (run: Run) =>
      setChecked((current) => {
        const ids = new Set(current.viewKey === viewKey ? current.ids : []);
        if (ids.has(run.id)) ids.delete(run.id);
        else ids.add(run.id);
        return { viewKey, ids };
      }),
    [viewKey],
  );
  const onToggleAll = useCallback(
    () =>
      setChecked((current) => {
        const ids = current.viewKey === viewKey ? current.ids : emptySet;
        const all = runs.length > 0 && runs.every((run) => ids.has(run.id));
        return { viewKey, ids: all ? new Set() : new Set(runs.map((run) => run.id)) };
      }),
    [runs, viewKey],
  );
  const clear = useCallback(() => setChecked({ viewKey, ids: new Set() }), [viewKey]);
  return useMemo(
    () => ({ checkedIds, onToggle, onToggleAll, clear }),
    [checkedIds, onToggle, onToggleAll, clear],
  );
}

const emptySet: ReadonlySet<string> = new Set();
