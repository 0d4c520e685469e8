import { BillingPage } from '../../features/billing/components/billing-page';
import { ThankYouPage } from '../../features/billing/components/thank-you-page';
import { useShell } from '../shell/shell-context';

// Billing, loaded with its route (see router.tsx).

/** `/billing`. */
export function BillingRoute() {
  const { org, context } = useShell();
  return <BillingPage org={org} context={context} />;
}

/** `/billing/thank-you`. */
export function ThankYouRoute() {
  const { org } = useShell();
  return <ThankYouPage org={org} />;
}
