import { type KeyboardEvent, useEffect, useState } from 'react';

export type ListNavigationOptions = {
  /** How many options are listed right now. */
  count: number;
  /** Called with the active option's index when Enter is pressed. */
  onPick: (index: number) => void;
  /** The DOM id of the option at an index, so it can be scrolled into view. */
  optionId: (index: number) => string;
};

/**
 * Moves an "active" option through a list with ArrowUp / ArrowDown (wrapping) and picks it with
 * Enter, while focus stays in a search box: the combobox pattern used by the multi-select and the
 * icon picker. The active index is clamped whenever the list shrinks.
 */
export function useListNavigation({ count, onPick, optionId }: ListNavigationOptions) {
  const [rawIndex, setActiveIndex] = useState(0);
  const activeIndex = count === 0 ? -1 : Math.min(rawIndex, count - 1);

  useEffect(() => {
    if (activeIndex < 0) return;
    // happy-dom and older browsers lack scrollIntoView on some elements.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  /** Handles the navigation keys; returns true when the key was used. */
  function handleKey(event: KeyboardEvent): boolean {
    if (count === 0) return false;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((activeIndex + 1) % count);
      return true;
    }
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((activeIndex - 1 + count) % count);
      return true;
    }
    if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      onPick(activeIndex);
      return true;
    }
    return false;
  }

  return { activeIndex, setActiveIndex, handleKey };
}
