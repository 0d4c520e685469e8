import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '../../../stores/auth-store';

/** Keeps a fresh session token, dropping any cached data of an earlier session first. */
export function useStartSession(): (token: string) => void {
  const queryClient = useQueryClient();
  const setToken = useAuthStore((state) => state.setToken);
  return useCallback(
    (token: string) => {
      queryClient.clear();
      setToken(token);
    },
    [queryClient, setToken],
  );
}
