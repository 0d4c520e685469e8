import { z } from 'zod';

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
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Display names of the roles. */
export const roleLabels = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
  collaborator: 'Collaborator',
  prompt_editor: 'Prompt Editor',
  billing: 'Billing',
  analytics: 'Analytics Viewer',
} as const satisfies Record<Role, string>;

/** The roles an org on the free plan may assign. */
export const freePlanRoles = ['owner', 'admin', 'member'] as const satisfies readonly Role[];

/** Roles that can be given through an invitation or a role change; an org has owners from signup only. */
export const assignableRoles = [
  'admin',
  'member',
  'viewer',
  'collaborator',
  'prompt_editor',
  'billing',
  'analytics',
] as const satisfies readonly Role[];
export const assignableRoleSchema = z.enum(assignableRoles, {
  error: `Role must be one of ${assignableRoles.join(', ')}`,
});
export type AssignableRole = z.infer<typeof assignableRoleSchema>;
