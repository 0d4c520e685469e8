/** Every role of an org member, most powerful first (SPEC §6). */
export const roles = [
  'owner',
  'admin',
  'member',
  'viewer',
  'collaborator',
  'prompt_editor',
  'billing',
  'analytics',
] as const;
export type Role = (typeof roles)[number];

/** The roles an org on the free plan may assign. */
export const freePlanRoles = ['owner', 'admin', 'member'] as const satisfies readonly Role[];

/** True when `value` names a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
