import { type AssignableRole, assignableRoles, type Edition, type Plan } from '@lookout/domain';
import { rolesAllowedOnPlan } from '@lookout/rbac';

/**
 * The roles an invitation or role change may give: those the plan allows (every role on a
 * self-hosted install), except owner (owners exist from signup only).
 *
 * @example invitableRoles({ plan: 'free', edition: 'cloud' }) // ['admin', 'member']
 */
export function invitableRoles(context: { plan: Plan; edition: Edition }): AssignableRole[] {
  const allowed = rolesAllowedOnPlan(context);
  return assignableRoles.filter((role) => allowed.includes(role));
}
