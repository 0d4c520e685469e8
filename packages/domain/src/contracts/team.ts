import { z } from 'zod';
import { emailSchema } from '../entities/email.js';
import { idSchema } from '../entities/id.js';
import { invitationSchema } from '../entities/invitation.js';
import { assignableRoleSchema } from '../entities/role.js';
import { teamMemberSchema } from '../entities/team-member.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/team/members`: the org's users, and the invitations not yet accepted. */
export const listTeamMembersResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type ListTeamMembersResponse = z.infer<typeof listTeamMembersResponseSchema>;

/** `POST /v1/team/invitations`: invites someone; without projectIds they may open every project. */
export const inviteTeamMemberBodySchema = z.object({
  email: emailSchema,
  role: assignableRoleSchema,
  projectIds: z.array(idSchema).optional(),
});
export type InviteTeamMemberBody = z.infer<typeof inviteTeamMemberBodySchema>;
export const inviteTeamMemberResponseSchema = invitationSchema;
export type InviteTeamMemberResponse = z.infer<typeof inviteTeamMemberResponseSchema>;

/** `PATCH /v1/team/members/{id}`: changes a member's role or project access. */
export const updateTeamMemberBodySchema = patchBody({
  role: assignableRoleSchema.optional(),
  projectIds: z.array(idSchema).optional(),
});
export type UpdateTeamMemberBody = z.infer<typeof updateTeamMemberBodySchema>;
export const updateTeamMemberResponseSchema = teamMemberSchema;
export type UpdateTeamMemberResponse = z.infer<typeof updateTeamMemberResponseSchema>;

// `DELETE /v1/team/members/{id}` removes the member from the org (204);
// `DELETE /v1/team/invitations/{id}` withdraws an invitation (204).
