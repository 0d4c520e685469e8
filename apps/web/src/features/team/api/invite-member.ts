import { inviteTeamMember } from '@lookout/client';
import type { InviteTeamMemberBody } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { teamMembersQueryOptions } from './get-team-members';

/** `POST /v1/team/invitations`. Silent: the form shows the error or opens the upgrade modal. */
export function postInvitation(body: InviteTeamMemberBody) {
  return inviteTeamMember(apiClient, body, { silent: true });
}

/** Invites someone and refreshes the team. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions.queryKey }),
  });
}
