import { withdrawInvitation } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { teamMembersQueryOptions } from './get-team-members';

/** `DELETE /v1/team/invitations/{id}`: the invitation link stops working. */
export function deleteInvitation(invitationId: string) {
  return withdrawInvitation(apiClient, invitationId);
}

/** Withdraws an invitation and refreshes the team. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions.queryKey }),
  });
}
