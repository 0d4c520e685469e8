import { removeTeamMember } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { teamMembersQueryOptions } from './get-team-members';

/** `DELETE /v1/team/members/{id}`: removes a member from the org. */
export function deleteMember(memberId: string) {
  return removeTeamMember(apiClient, memberId, { silent: true });
}

/** Removes a member and refreshes the team. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions.queryKey }),
  });
}
