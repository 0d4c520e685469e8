import { type Org, planCatalogue } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** /billing/thank-you: where the browser lands after a plan change. */
export function ThankYouPage({ org }: { org: Pick<Org, 'plan'> }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <IconCircleCheck className="size-12 text-success" aria-hidden />
      <h1 className="text-xl font-semibold">Thank you!</h1>
      <p className="text-muted-foreground">
        Your org is on the {planCatalogue[org.plan].name} plan. Everything it includes is ready to
        use.
      </p>
      <div className="flex gap-2">
        <Button asChild>
          <Link to="/">Back to Lookout</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/billing">See billing</Link>
        </Button>
      </div>
    </div>
  );
}
