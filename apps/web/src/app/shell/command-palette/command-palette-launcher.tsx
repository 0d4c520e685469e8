import type { GatingContext } from '@lookout/rbac';
import { lazy, Suspense, useEffect, useState } from 'react';

// The palette and cmdk load on the first Cmd/Ctrl-K, so the first route does not carry them.
const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

/** Opens the command palette on Cmd-K (macOS) or Ctrl-K, anywhere in the signed-in app. */
export function CommandPaletteLauncher({ context }: { context: GatingContext }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.key.toLowerCase() !== 'k') {
        return;
      }
      // Ctrl-K would otherwise focus the browser's address bar search.
      event.preventDefault();
      setRequested(true);
      setOpen((current) => !current);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette context={context} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
