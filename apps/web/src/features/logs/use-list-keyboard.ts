import type { Run } from '@lookout/domain';
import { type RefObject, useEffect, useRef } from 'react';

/** Where keys belong to what the user is typing in, so shortcuts stay out of the way. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Widgets that move through their own items with the arrow keys (table rows, span tree…). */
function ownsArrows(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest(
      'table, [role="tree"], [role="menu"], [role="listbox"], [role="tablist"], [role="slider"], [role="separator"], [role="radiogroup"]',
    ) !== null
  );
}

/** A menu, popover or dialog above the page takes its keys first. */
function layerIsOpen(): boolean {
  return (
    document.querySelector(
      '[data-radix-popper-content-wrapper], [role="dialog"][data-state="open"], [role="alertdialog"]',
    ) !== null
  );
}

interface ListKeyboardOptions {
  runs: readonly Run[];
  /** The run open in the side panel, from the URL. */
  selectedId: string | null;
  onSelect: (run: Run) => void;
  search: RefObject<HTMLInputElement | null>;
}

/**
 * Keys of a logs list: `j`/`k` (and ArrowDown/ArrowUp while a run is open) open the next or
 * previous run in the panel, `/` focuses the search. Escape is the panel's own. Nothing fires
 * while the user types in a field or a menu or dialog is open.
 */
export function useListKeyboard(options: ListKeyboardOptions): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTyping(event.target) || layerIsOpen()) return;
      const { runs, selectedId, onSelect, search } = latest.current;
      if (event.key === '/') {
        event.preventDefault();
        search.current?.focus();
        return;
      }
      const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
      const step = event.key === 'j' || event.key === 'ArrowDown' ? 1 : -1;
      if (!arrow && event.key !== 'j' && event.key !== 'k') return;
      // The arrows scroll the page until a run is open, and stay with widgets that use them.
      if (arrow && (selectedId === null || ownsArrows(event.target))) return;
      const index = runs.findIndex((run) => run.id === selectedId);
      const next = index === -1 ? 0 : index + step;
      const run = runs[next];
      if (!run) return;
      event.preventDefault();
      onSelect(run);
      // Keep the newly selected row in view (its neighbours are rendered by the table's overscan).
      requestAnimationFrame(() =>
        document
          .querySelector(`[data-testid="run-row"][data-index="${next}"]`)
          ?.scrollIntoView({ block: 'nearest' }),
      );
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
