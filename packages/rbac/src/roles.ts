import { freePlanRoles, type Plan, type Role, roles } from '@lookout/domain';

/** True when `value` names a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/**
 * The roles an org on `plan` may give its members: owner, admin and member on the free plan,
 * every role on the others (SPEC §6).
 *
 * Not to be confused with `assignableRoles` of @lookout/domain, the roles an
 * invitation or role change can give at all (every role but owner).
 *
 * @example rolesAllowedOnPlan('free') // ['owner', 'admin', 'member']
 */
export function rolesAllowedOnPlan(plan: Plan): readonly Role[] {
  return plan === 'free' ? freePlanRoles : roles;
}
