import { Button } from '@lookout/ui';
import { Link, useParams } from 'react-router';
import { LookoutLogo } from '../../../components/lookout-logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicRunView } from './public-run-view';

/**
 * /logs/{id} signed out: a run someone made public, read without an account and without the
 * sidebar: its input, output and timing, and the same of the runs under it. Anything not
 * shared reads as not found.
 */
export function SharedLogPage() {
  const { logId = '' } = useParams();
  useDocumentTitle('Shared log');
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-border px-6 py-3">
        <Link
          to="/"
          aria-label="Lookout home"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LookoutLogo />
        </Link>
        <Button asChild variant="outline" size="sm">
          <Link to="/login">Sign in</Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-6">
        <h1 className="text-sm font-medium text-muted-foreground">Shared log</h1>
        <PublicRunView runId={logId} />
      </main>
    </div>
  );
}
