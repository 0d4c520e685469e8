import {
  type PlanFeatureId,
  type PricingTablePlan,
  planIncludesFeature,
  pricingTablePlans,
  type Role,
} from '@lookout/domain';
import { isPathWithin, pathnameOf } from './app-path.js';
import { can } from './can.js';
import type { GatingContext } from './gating-context.js';
import { hasEvalLicense } from './license.js';
import { hasPlanFeature } from './plan-gating.js';
import { isPathAllowedForRole } from './role-paths.js';
import { type SidebarCondition, sidebarDestinations } from './sidebar-catalogue.js';
import { canSeeSettingsButton, canSeeTeamItem } from './ui-gating.js';

/**
 * Whether a user may open a page, and if not, the real reason, so the page can say what to do:
 * - `open`: show it.
 * - `absent`: this edition has no such page (billing on self-hosted); show "not found".
 * - `role`: the user's role does not include it; an owner or admin can change the role.
 * - `licence`: the self-hosted licence does not include evaluations (SPEC §6).
 * - `beta`: a beta page and the org does not have the beta flag.
 * - `plan`: on cloud, the org's plan lacks the feature; `plan` is the first plan that has it.
 */
export type PageAccess =
  | { kind: 'open' }
  | { kind: 'absent' }
  | { kind: 'role'; role: Role; page: string }
  | { kind: 'licence'; page: string }
  | { kind: 'beta'; page: string }
  | { kind: 'plan'; page: string; feature: PlanFeatureId; plan: PricingTablePlan };

/** One page and what opening it takes, beyond being signed in. */
interface PageRule {
  /** The route; every path below it is the same page (`/prompts/42` is `/prompts`). */
  path: string;
  /** What the page is called in messages. */
  page: string;
  /** Whether the role includes the page. */
  roleMayOpen: (context: GatingContext) => boolean;
  /** Pages of the cloud edition only (billing). */
  cloudOnly?: boolean;
  conditions: readonly SidebarCondition[];
  planFeature?: PlanFeatureId;
}

/** Routes outside the signed-in shell (SPEC §2); the sign-in guard, not the role, decides them. */
const publicPaths = [
  '/login',
  '/signup',
  '/join',
  '/request-password-reset',
  '/reset-password',
  '/auth',
  '/verify-email',
] as const;

/** A single log (`/logs/{id}`) can be shared publicly and is viewed without the shell. */
const sharedLogPath = /^\/logs\/[^/]+$/;

/** The sidebar's pages (several entries share `/logs`; one rule each path is enough). */
const sidebarRules: PageRule[] = sidebarDestinations
  .filter((destination, index, all) => all.findIndex((d) => d.path === destination.path) === index)
  .map((destination) => ({
    path: destination.path,
    page: destination.path === '/logs' ? 'Logs' : destination.label,
    roleMayOpen: (context) => can(context.role, destination.resource, 'read'),
    conditions: destination.conditions,
    ...('planFeature' in destination ? { planFeature: destination.planFeature } : {}),
  }));

/** Pages reached from the project menu or by address. */
const menuRules: PageRule[] = [
  { path: '/settings', page: 'Settings', roleMayOpen: canSeeSettingsButton, conditions: [] },
  {
    path: '/settings/audit-logs',
    page: 'Audit logs',
    roleMayOpen: (context) => can(context.role, 'auditLogs', 'list'),
    conditions: [],
    planFeature: 'audit-trail',
  },
  {
    path: '/billing',
    page: 'Usage & Billing',
    roleMayOpen: (context) => can(context.role, 'billing', 'read'),
    cloudOnly: true,
    conditions: [],
  },
  { path: '/team', page: 'Team', roleMayOpen: canSeeTeamItem, conditions: [] },
  {
    path: '/analytics',
    page: 'Analytics',
    roleMayOpen: (context) => can(context.role, 'analytics', 'read'),
    conditions: [],
  },
];

/** Every guarded page, the shorter paths first so `/settings` is checked before its sub-pages. */
export const pageRules: readonly PageRule[] = [...sidebarRules, ...menuRules].sort(
  (a, b) => a.path.length - b.path.length,
);

/** The first plan of the pricing table that includes `feature`. */
function cheapestPlanWith(feature: PlanFeatureId): PricingTablePlan {
  return pricingTablePlans.find((plan) => planIncludesFeature(plan, feature)) ?? 'enterprise';
}

function ruleAccess(context: GatingContext, rule: PageRule): PageAccess {
  if (rule.cloudOnly && context.edition !== 'cloud') return { kind: 'absent' };
  if (!rule.roleMayOpen(context) || !isPathAllowedForRole(context.role, rule.path)) {
    return { kind: 'role', role: context.role, page: rule.page };
  }
  // Beta orgs on cloud use the newer evaluation pages instead of checklists (SPEC §6).
  if (rule.conditions.includes('notBetaOnCloud') && context.beta && context.edition === 'cloud') {
    return { kind: 'absent' };
  }
  if (rule.conditions.includes('evalLicense') && !hasEvalLicense(context)) {
    return { kind: 'licence', page: rule.page };
  }
  if (rule.conditions.includes('betaOrg') && !context.beta)
    return { kind: 'beta', page: rule.page };
  if (rule.planFeature && !hasPlanFeature(context, rule.planFeature)) {
    return {
      kind: 'plan',
      page: rule.page,
      feature: rule.planFeature,
      plan: cheapestPlanWith(rule.planFeature),
    };
  }
  return { kind: 'open' };
}

/**
 * Whether this user may open `path` (a pathname, optionally with query and hash), and if not,
 * why. Public routes, `/` (which redirects home) and shared logs are open. A role confined to
 * some pages (the Analytics Viewer) opens only those. Each page rule the path falls under is
 * checked, the role first, then the edition, the licence, the beta flag and the plan. Any other
 * path is left to the router (its not-found page).
 *
 * @example pageAccess({ ...owner, beta: false }, '/alerts') // { kind: 'beta', page: 'Alerts' }
 */
export function pageAccess(context: GatingContext, path: string): PageAccess {
  const pathname = pathnameOf(path);
  if (pathname === '/' || sharedLogPath.test(pathname)) return { kind: 'open' };
  if (publicPaths.some((root) => isPathWithin(pathname, root))) return { kind: 'open' };
  for (const rule of pageRules) {
    if (!isPathWithin(pathname, rule.path)) continue;
    const access = ruleAccess(context, rule);
    if (access.kind !== 'open') return access;
  }
  if (!isPathAllowedForRole(context.role, pathname)) {
    return { kind: 'role', role: context.role, page: 'This page' };
  }
  return { kind: 'open' };
}
