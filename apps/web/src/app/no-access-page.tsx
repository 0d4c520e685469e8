import { Button } from '@lookout/ui';
import { Link } from 'react-router';

/** A signed-in page this user's role (or this edition, for billing) does not include. */
export function NoAccessPage() {
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">You do not have access to this page</h1>
      <p className="max-w-md text-muted-foreground">
        Your role in this organization, or this edition of Lookout, does not include it. Ask an org
        owner or admin if you think you need it.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Go home</Link>
      </Button>
    </div>
  );
}
