import type { Org } from '@lookout/domain';
import { Link } from 'react-router';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';

const stripClasses =
  'flex w-full items-center justify-center border-b px-4 py-2 text-center text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring';

/**
 * The org's subscription state, outside the billing page (SPEC §4): a canceled subscription
 * offers to restore it (red); else a reached ingestion limit links to billing (orange).
 */
export function OrgStatusBanner({
  org,
  pathname,
}: {
  org: Pick<Org, 'canceled' | 'limited'>;
  pathname: string;
}) {
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  if (pathname === '/billing' || pathname.startsWith('/billing/')) return null;
  if (org.canceled) {
    return (
      <button
        type="button"
        onClick={() => showUpgrade()}
        className={`${stripClasses} border-danger/30 bg-danger/15 text-danger-ink`}
      >
        Subscription will cancel soon. Click here to restore and prevent data deletion.
      </button>
    );
  }
  if (org.limited) {
    return (
      <Link
        to="/billing"
        className={`${stripClasses} border-warning/30 bg-warning/15 text-warning-ink`}
      >
        Plan's ingestion limit has been reached. Click here to open billing.
      </Link>
    );
  }
  return null;
}
