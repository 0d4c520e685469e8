import { freePlanRoles, type Plan, type Role, roles } from '@lookout/domain';

/** True when `value` names a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/**
 * The roles an org on `plan` may give its members: owner, admin and member on the free plan,
 * every role on the others (SPEC §6).
 *
 * @example assignableRoles('free') // ['owner', 'admin', 'member']
 */
export function assignableRoles(plan: Plan): readonly Role[] {
  return plan === 'free' ? freePlanRoles : roles;
}
