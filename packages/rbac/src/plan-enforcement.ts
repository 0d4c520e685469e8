import type { PlanFeatureId } from '@lookout/domain';

/**
 * How the server holds each row of the plan table (SPEC §9) on the cloud edition:
 * - `feature`: an action the org's plan must include, refused with 403 `plan_required`;
 * - `limit`: a count or a length the plan bounds (seats, projects, history), refused past it;
 * - `metered`: usage counted per month (events, playground queries), stopped or billed past it;
 * - `service`: a promise kept by people, not by the product (support, SLA, invoicing);
 * - `not-built`: a feature the product does not have yet.
 * The audit trail is a `feature` of its reading only: entries are recorded on every plan, so an
 * upgrade shows the history from before it (ARCHITECTURE.md, plan gating).
 * A new row of the plan table does not compile until it is placed here, and the server's
 * plan-gating test needs a case for every `feature` and `limit` row.
 */
export const planEnforcement = {
  events: 'metered',
  seats: 'limit',
  history: 'limit',
  playground: 'metered',
  projects: 'limit',
  dashboards: 'feature',
  'human-reviews': 'feature',
  topics: 'feature',
  sentiment: 'feature',
  exports: 'feature',
  support: 'service',
  'self-hosting': 'service',
  sso: 'feature',
  'access-control': 'feature',
  'pii-masking': 'feature',
  'compliance-reports': 'service',
  'custom-invoicing': 'service',
  'data-warehouse': 'feature',
  'audit-trail': 'feature',
  'white-label': 'service',
  'technical-account-manager': 'service',
  sla: 'service',
  'money-back': 'service',
} as const satisfies Record<
  PlanFeatureId,
  'feature' | 'limit' | 'metered' | 'service' | 'not-built'
>;

/** A plan row the server refuses requests for: a feature or a limit. */
export type ServerGatedPlanRow = {
  [Row in PlanFeatureId]: (typeof planEnforcement)[Row] extends 'feature' | 'limit' ? Row : never;
}[PlanFeatureId];

/** The plan rows the server refuses requests for, in table order. */
export const serverGatedPlanRows = (Object.keys(planEnforcement) as PlanFeatureId[]).filter(
  (row): row is ServerGatedPlanRow =>
    planEnforcement[row] === 'feature' || planEnforcement[row] === 'limit',
);
