import { NotificationsProvider } from '@lookout/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { notifications } from '../lib/notifications';
import { queryClient } from '../lib/query-client';

/** Server-state cache and notifications for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider store={notifications}>{children}</NotificationsProvider>
    </QueryClientProvider>
  );
}
