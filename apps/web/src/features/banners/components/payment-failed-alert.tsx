import { failedPaymentDataRetentionDays, type Org } from '@lookout/domain';
import { canLookUpInvoice, canSeePayLink, type GatingContext } from '@lookout/rbac';
import { Alert } from '@lookout/ui';
import { useLatestInvoice } from '../../../lib/latest-invoice';

const deletionDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * Cloud only: the last payment failed (SPEC §4). Users who may update billing get the invoice's
 * payment link when there is one; others are told whom to ask. While the deletion is ahead, its
 * date is said (the first failure plus the grace, from the server).
 */
export function PaymentFailedAlert({
  org,
  context,
}: {
  org: Pick<Org, 'id' | 'billingDelinquent' | 'failedPaymentDeletionAt'>;
  context: GatingContext;
}) {
  const shown = context.edition === 'cloud' && org.billingDelinquent;
  const invoice = useLatestInvoice(org.id, shown && canLookUpInvoice(context));
  if (!shown) return null;
  const invoiceUrl = invoice.data?.hostedInvoiceUrl ?? null;
  const deletionAt = org.failedPaymentDeletionAt ? new Date(org.failedPaymentDeletionAt) : null;

  return (
    <Alert variant="danger" title="Payment failed" className="rounded-none border-x-0 border-t-0">
      Your workspace will be downgraded and data older than {failedPaymentDataRetentionDays} days
      permanently deleted
      {deletionAt && deletionAt.getTime() > Date.now()
        ? ` on ${deletionDate.format(deletionAt)}`
        : ''}{' '}
      unless you update your billing details.{' '}
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
