import { QueryClient } from '@tanstack/react-query';

/**
 * Server-state cache (SPEC §9): identical requests within 2 s share one fetch,
 * a refocus refetches at most every 5 s, a failed fetch retries after 5 s.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 2_000,
      retryDelay: 5_000,
      retry: 1,
    },
  },
});
