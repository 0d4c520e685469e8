import { type Edition, freePlanRoles, type Plan, type Role, roles } from '@lookout/domain';

/** True when `value` names a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/**
 * The roles an org on `plan` may give its members: owner, admin and member on the free plan of
 * the cloud edition, every role on the others and on a self-hosted install (SPEC §6, DESIGN §11).
 *
 * Not to be confused with `assignableRoles` of @lookout/domain, the roles an
 * invitation or role change can give at all (every role but owner).
 *
 * @example rolesAllowedOnPlan({ plan: 'free', edition: 'cloud' }) // ['owner', 'admin', 'member']
 */
export function rolesAllowedOnPlan(context: { plan: Plan; edition: Edition }): readonly Role[] {
  return context.plan === 'free' && context.edition === 'cloud' ? freePlanRoles : roles;
}
