import { listTeamMembers } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /v1/team/members`: the org's members and pending invitations. */
export function fetchTeamMembers() {
  return listTeamMembers(apiClient);
}

/** Query options of the team. */
export const teamMembersQueryOptions = queryOptions({
  queryKey: ['team', 'members'],
  queryFn: fetchTeamMembers,
});

/** The org's members and pending invitations. */
export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions);
}
