import type { Org, User } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';
import { useLocation } from 'react-router';
import { OrgStatusBanner } from './org-status-banner';
import { PaymentFailedAlert } from './payment-failed-alert';
import { VerifyEmailBanner } from './verify-email-banner';

/** The banners above every signed-in page, in order of urgency. */
export function TopBarBanners({
  user,
  org,
  context,
}: {
  user: User;
  org: Org;
  context: GatingContext;
}) {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col">
      <PaymentFailedAlert org={org} context={context} />
      {/* Subscriptions and ingestion limits are cloud matters; a self-hosted install has neither. */}
      {context.edition === 'cloud' ? <OrgStatusBanner org={org} pathname={pathname} /> : null}
      <VerifyEmailBanner user={user} />
    </div>
  );
}
