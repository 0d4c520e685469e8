import { createMiddleware } from 'hono/factory';
import { findOrg } from '../orgs/org.repository.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/**
 * Refuses a beta feature (experiments, insights, data rules, alerts,
 * guardrails) with 403 `beta_required` unless the caller's org has the beta
 * flag, from its row or from the instance's LOOKOUT_BETA_ORGS (SPEC §6, DESIGN §11).
 */
export const requireBetaOrg = createMiddleware<AppEnv>(async (c, next) => {
  const { db, config } = c.var.ctx;
  const orgId = c.var.caller.orgId;
  // The instance's list answers without a read (the guardrail check's latency counts).
  const beta =
    config.betaOrgs === 'all' || config.betaOrgs.includes(orgId) || (await findOrg(db, orgId)).beta;
  if (!beta) {
    throw new ApiError(
      403,
      'Beta feature',
      'This feature is in beta and not turned on for your organisation. On a self-hosted install an owner can turn it on in the org settings, or an instance administrator with LOOKOUT_BETA_ORGS.',
      { code: 'beta_required' },
    );
  }
  await next();
});
