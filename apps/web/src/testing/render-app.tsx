import { NotificationsProvider } from '@lookout/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { notifications } from '../lib/notifications';

/**
 * A fresh server-state cache that does not retry, for one test. Answers are stale at once
 * unless `staleTime` (ms) says otherwise, as the app's 2 s dedupe window does.
 */
export function testQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } },
  });
}

/** What `renderRoutes` returns: the render result, the router and the cache. */
export type RenderedRoutes = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/**
 * Renders routes (or one element at `path`) in a memory router with the app's providers.
 * Returns the router so tests can read `router.state.location`.
 */
export function renderRoutes(
  routesOrElement: RouteObject[] | ReactElement,
  {
    path = '/',
    routePath = '*',
    queryClient = testQueryClient(),
  }: { path?: string; routePath?: string; queryClient?: QueryClient } = {},
): RenderedRoutes {
  const routes = Array.isArray(routesOrElement)
    ? routesOrElement
    : [
        { path: routePath, element: routesOrElement },
        ...(routePath === '*' ? [] : [{ path: '*', element: <div data-testid="elsewhere" /> }]),
      ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider store={notifications}>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The text of the notifications shown now. */
export function shownNotifications(): string[] {
  return notifications
    .getSnapshot()
    .map((item) => [item.title, item.message].filter(Boolean).join(' — '));
}
