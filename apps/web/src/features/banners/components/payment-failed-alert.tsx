import { failedPaymentDataRetentionDays, type Org } from '@lookout/domain';
import { canLookUpInvoice, canSeePayLink, type GatingContext } from '@lookout/rbac';
import { Alert } from '@lookout/ui';
import { useLatestInvoice } from '../../../lib/latest-invoice';

/**
 * Cloud only: the last payment failed (SPEC §4). Users who may update billing get the invoice's
 * payment link when there is one; others are told whom to ask.
 */
export function PaymentFailedAlert({
  org,
  context,
}: {
  org: Pick<Org, 'id' | 'billingDelinquent'>;
  context: GatingContext;
}) {
  const shown = context.edition === 'cloud' && org.billingDelinquent;
  const invoice = useLatestInvoice(org.id, shown && canLookUpInvoice(context));
  if (!shown) return null;
  const invoiceUrl = invoice.data?.hostedInvoiceUrl ?? null;

  return (
    <Alert variant="danger" title="Payment failed" className="rounded-none border-x-0 border-t-0">
      Your workspace will be downgraded and data older than {failedPaymentDataRetentionDays} days
      permanently deleted unless you update your billing details.{' '}
      {canSeePayLink(context) && invoiceUrl ? (
        <a
          href={invoiceUrl}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-danger-ink underline underline-offset-2"
        >
          Pay outstanding invoice
        </a>
      ) : canSeePayLink(context) ? null : (
        'Contact an org owner or billing admin to resolve billing issues.'
      )}
    </Alert>
  );
}
