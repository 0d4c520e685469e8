import {
  type InviteTeamMemberResponse,
  type inviteTeamMemberBodySchema,
  inviteTeamMemberResponseSchema,
  type ListTeamMembersResponse,
  listTeamMembersResponseSchema,
  type UpdateTeamMemberResponse,
  type updateTeamMemberBodySchema,
  updateTeamMemberResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/team/members`: the org's members and its pending invitations. */
export function listTeamMembers(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListTeamMembersResponse> {
  return http.get('/team/members', { ...options, schema: listTeamMembersResponseSchema });
}

/**
 * `POST /v1/team/invitations`: invites someone; without projectIds they may open every project.
 * @example await inviteTeamMember(http, { email: 'grace@example.com', role: 'member' });
 */
export function inviteTeamMember(
  http: HttpClient,
  body: InputOf<typeof inviteTeamMemberBodySchema>,
  options?: CallOptions,
): Promise<InviteTeamMemberResponse> {
  return http.post('/team/invitations', body, {
    ...options,
    schema: inviteTeamMemberResponseSchema,
  });
}

/** `DELETE /v1/team/invitations/{id}`: withdraws an invitation. */
export async function withdrawInvitation(
  http: HttpClient,
  invitationId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/team/invitations/${invitationId}`, options);
}

/** `PATCH /v1/team/members/{id}`: changes a member's role or project access. */
export function updateTeamMember(
  http: HttpClient,
  memberId: string,
  body: InputOf<typeof updateTeamMemberBodySchema>,
  options?: CallOptions,
): Promise<UpdateTeamMemberResponse> {
  return http.patch(apiPath`/team/members/${memberId}`, body, {
    ...options,
    schema: updateTeamMemberResponseSchema,
  });
}

/** `DELETE /v1/team/members/{id}`: removes a member from the org. */
export async function removeTeamMember(
  http: HttpClient,
  memberId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/team/members/${memberId}`, options);
}
