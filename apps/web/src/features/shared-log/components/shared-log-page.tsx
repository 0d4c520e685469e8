import { Button } from '@lookout/ui';
import { IconShare } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';

/**
 * /logs/{id}: a log someone made public, viewable without signing in and without the sidebar.
 * The log viewer is not built yet, so the page says what will show here.
 */
export function SharedLogPage() {
  const { logId } = useParams();
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <IconShare className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold">Shared log</h1>
      <p className="max-w-md text-sm text-muted-foreground">
        The log that was shared with you (<code className="font-mono text-xs">{logId}</code>) will
        show here: its input, output, timing, cost and the steps of its trace. Viewing shared logs
        is not available in this version yet.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Open Lookout</Link>
      </Button>
    </main>
  );
}
