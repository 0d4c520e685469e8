import { updateTeamMember } from '@lookout/client';
import type { AssignableRole } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { teamMembersQueryOptions } from './get-team-members';

/** `PATCH /v1/team/members/{id}` with a new role. Silent: the caller reacts to plan limits. */
export function patchMemberRole({ memberId, role }: { memberId: string; role: AssignableRole }) {
  return updateTeamMember(apiClient, memberId, { role }, { silent: true });
}

/** Changes a member's role and refreshes the team. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions.queryKey }),
  });
}
