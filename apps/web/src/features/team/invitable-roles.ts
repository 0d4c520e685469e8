import { type AssignableRole, assignableRoles, type Plan } from '@lookout/domain';
import { rolesAllowedOnPlan } from '@lookout/rbac';

/**
 * The roles an invitation or role change may give on `plan`: those the plan allows, except owner
 * (owners exist from signup only).
 *
 * @example invitableRoles('free') // ['admin', 'member']
 */
export function invitableRoles(plan: Plan): AssignableRole[] {
  const allowed = rolesAllowedOnPlan(plan);
  return assignableRoles.filter((role) => allowed.includes(role));
}
