import { getCurrentUser } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** `GET /v1/users/me`: the signed-in user. */
export function fetchCurrentUser() {
  return getCurrentUser(apiClient);
}

/** Query options of the signed-in user. */
export const currentUserQueryOptions = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: fetchCurrentUser,
});

/** The signed-in user (shared by the shell, banners and pages). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
