import { hasPlanFeature } from '@lookout/rbac';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { orgPlanOf } from '../http/request-org-plan.js';
import type { SsoConnectionRow } from './sso-connection-row.js';
import { SsoSignInRefused } from './sso-sign-in-refused.js';

/** What `/login` says when the org's plan no longer includes single sign-on. */
export const ssoOutsidePlanMessage =
  'Single sign-on needs the Enterprise plan, which your organization no longer has. Sign in with your password, or ask an owner to upgrade.';

/**
 * Whether the org may sign in with its SSO connection: on the cloud edition its plan must
 * include `sso` (a downgrade from enterprise keeps the connection saved but unused until an
 * upgrade); a self-hosted install has every plan feature (DESIGN §11).
 */
export async function ssoInPlan(c: Context<AppEnv>, orgId: string): Promise<boolean> {
  if (c.var.ctx.config.edition !== 'cloud') return true;
  return hasPlanFeature({ plan: await orgPlanOf(c, orgId), edition: 'cloud' }, 'sso');
}

/** Throws the `plan_lacks_sso` refusal when the connection's org plan lacks single sign-on. */
export async function refuseSsoOutsidePlan(
  c: Context<AppEnv>,
  connection: Pick<SsoConnectionRow, 'org_id'>,
): Promise<void> {
  if (!(await ssoInPlan(c, connection.org_id))) {
    throw new SsoSignInRefused('plan_lacks_sso', ssoOutsidePlanMessage);
  }
}
