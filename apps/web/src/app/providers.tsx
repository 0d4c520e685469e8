import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { notifications } from '../lib/notifications';
import { queryClient } from '../lib/query-client';

// The notifications' corner (and the UI kit it is drawn with) loads beside the first page instead
// of in the first route; `notifications.show` works before it has (the store keeps what it shows).
const NotificationsProvider = lazy(() =>
  import('./notifications-provider').then((module) => ({ default: module.NotificationsProvider })),
);

/** Server-state cache and notifications for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <NotificationsProvider store={notifications} />
      </Suspense>
    </QueryClientProvider>
  );
}
