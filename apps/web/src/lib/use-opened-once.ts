import { useState } from 'react';

/**
 * Whether `open` has been true at least once. A dialog whose code loads on demand mounts from
 * then on (and stays mounted, so it closes as it would anyway); before, nothing of it is fetched.
 *
 * @example
 * const opened = useOpenedOnce(open);
 * return opened ? <Suspense fallback={null}><LazyDialog open={open} /></Suspense> : null;
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
