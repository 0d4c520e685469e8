import { useSyncExternalStore } from 'react';

/**
 * Screens narrower than 768 px (phones): the sidebar becomes a drawer and page actions fold into
 * a menu.
 */
export const narrowScreenQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(narrowScreenQuery);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return window.matchMedia?.(narrowScreenQuery).matches ?? false;
}

/** Whether the window is phone-sized now; follows rotations and resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
