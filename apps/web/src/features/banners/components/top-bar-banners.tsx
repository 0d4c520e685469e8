import type { Org, User } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';
import { useLocation } from 'react-router';
import { OrgStatusBanner } from './org-status-banner';
import { PaymentFailedAlert } from './payment-failed-alert';
import { PlanOverageBanner } from './plan-overage-banner';
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
      {/* A downgrade past the plan's seats or projects leaves the extra ones read-only (SPEC §9). */}
      {context.edition === 'cloud' ? <PlanOverageBanner org={org} userId={user.id} /> : null}
      <VerifyEmailBanner user={user} />
    </div>
  );
}
