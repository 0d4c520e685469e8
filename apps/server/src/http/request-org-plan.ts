import type { Plan } from '@lookout/domain';
import type { Context } from 'hono';
import { findOrgPlan } from '../orgs/org.repository.js';
import type { AppEnv } from './app-env.js';

/**
 * The plan of `orgId`, read from the database at most once per request and kept in the
 * request's context (`orgPlans`): the read-only guard, the plan-feature guard, the SSO checks
 * and the handler all ask for it, and a request that never asks reads nothing.
 */
export function orgPlanOf(c: Context<AppEnv>, orgId: string): Promise<Plan> {
  let plans = c.get('orgPlans');
  if (!plans) {
    plans = new Map();
    c.set('orgPlans', plans);
  }
  let plan = plans.get(orgId);
  if (!plan) {
    plan = findOrgPlan(c.var.ctx.db, orgId);
    plans.set(orgId, plan);
  }
  return plan;
}

/** The plan of the caller's org (see `orgPlanOf`). */
export function callerOrgPlan(c: Context<AppEnv>): Promise<Plan> {
  return orgPlanOf(c, c.var.caller.orgId);
}
