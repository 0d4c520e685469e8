import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { SignedInOr } from './guards/signed-in-or';
import { RootLayout } from './root-layout';

// Every page loads with its route (issue 18): the first page's JS is the router, the shell and
// that page, not every page of the app. `installRoutePrefetch` (main.tsx) fetches a page's code
// when a link to it is pointed at or focused, and the sidebar's pages once the app is idle, so
// moving between pages stays instant. While a page's code arrives the current page stays.

/** A signed-out screen, from the one chunk of them. */
function authPage(name: keyof typeof import('./pages/auth-routes')): RouteObject['lazy'] {
  return () => import('./pages/auth-routes').then((page) => ({ Component: page[name] }));
}

// A page that threw is rare: its screen (and the UI kit it is drawn with) loads only then, so the
// first route stays the router, React, zod and the query cache.
const LazyRouteErrorPage = lazy(() =>
  import('./route-error-page').then((page) => ({ default: page.RouteErrorPage })),
);

/** The error screen of a route, with the spinner while its code arrives. */
const routeErrorElement = (
  <Suspense fallback={<CenteredSpinner />}>
    <LazyRouteErrorPage />
  </Suspense>
);

// Signed out, `/logs/{id}` is a shared run without the shell; its code loads only then.
const SharedLogPage = lazy(() =>
  import('./pages/shared-log-route').then((page) => ({ default: page.SharedLogPage })),
);

/** Pages inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  // `/` picks the first page from the sidebar's catalogue (@lookout/rbac): it loads with the shell.
  {
    index: true,
    lazy: () => import('./home-redirect').then((page) => ({ Component: page.HomeRedirect })),
  },
  {
    path: 'logs',
    lazy: () => import('./pages/logs-route').then((page) => ({ Component: page.LogsRoute })),
  },
  {
    path: 'users',
    lazy: () => import('./pages/users-route').then((page) => ({ Component: page.UsersRoute })),
  },
  {
    path: 'users/:userId',
    lazy: () => import('./pages/users-route').then((page) => ({ Component: page.UserRoute })),
  },
  // Loaded with its route. A static segment outranks `prompts/:promptId`, so "endpoints" is never a prompt id.
  {
    path: 'prompts/endpoints',
    lazy: () =>
      import('./pages/prompt-endpoints-route').then((page) => ({
        Component: page.PromptEndpointsRoute,
      })),
  },
  // Loaded with its route, like /prompts.
  {
    path: 'insights',
    lazy: () =>
      import('./pages/insights-route').then((page) => ({ Component: page.InsightsRoute })),
  },
  // Loaded with their route (list, then editor and its diff library): the first page's JS stays as it was.
  {
    path: 'prompts',
    lazy: () => import('./pages/prompts-route').then((page) => ({ Component: page.PromptsRoute })),
  },
  {
    path: 'prompts/:promptId',
    lazy: () =>
      import('./pages/composed-prompt-page').then((page) => ({ Component: page.PromptRoute })),
  },
  // Loaded with their route: the datasets area (v2 and v1) and its CSV parser.
  ...(
    [
      ['datasets', 'DatasetsV1Route'],
      ['datasets/:datasetId', 'DatasetV1Route'],
      ['datasets/v2', 'DatasetsV2Route'],
      ['datasets/v2/:datasetId', 'DatasetV2Route'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: () => import('./pages/datasets-route').then((page) => ({ Component: page[name] })),
  })),
  // Loaded with their route; a static segment outranks `experiments/:experimentId`, so "new" is the form.
  {
    path: 'experiments',
    lazy: () =>
      import('./pages/experiments-route').then((page) => ({ Component: page.ExperimentsRoute })),
  },
  {
    path: 'experiments/new',
    lazy: () =>
      import('./pages/experiments-route').then((page) => ({ Component: page.NewExperimentRoute })),
  },
  {
    path: 'experiments/:experimentId',
    lazy: () =>
      import('./pages/experiments-route').then((page) => ({ Component: page.ExperimentRoute })),
  },
  // Loaded with its route, like /prompts.
  {
    path: 'data-rules',
    lazy: () =>
      import('./pages/data-rules-route').then((page) => ({ Component: page.DataRulesRoute })),
  },
  // Beta: loaded with its route, like /prompts.
  {
    path: 'alerts',
    lazy: () => import('./pages/alerts-route').then((page) => ({ Component: page.AlertsRoute })),
  },
  // Loaded with their route, like /prompts.
  {
    path: 'evaluators',
    lazy: () =>
      import('./pages/evaluators-route').then((page) => ({ Component: page.EvaluatorsRoute })),
  },
  {
    path: 'evaluators/:evaluatorId',
    lazy: () =>
      import('./pages/evaluators-route').then((page) => ({ Component: page.EvaluatorRoute })),
  },
  {
    path: 'checklists',
    lazy: () =>
      import('./pages/checklists-route').then((page) => ({ Component: page.ChecklistsRoute })),
  },
  {
    path: 'checklists/:checklistId',
    lazy: () =>
      import('./pages/checklists-route').then((page) => ({ Component: page.ChecklistRoute })),
  },
  // Human review: the queue list and the reviewer screen load with their route.
  {
    path: 'reviews',
    lazy: () => import('./pages/reviews-route').then((page) => ({ Component: page.ReviewsRoute })),
  },
  {
    path: 'reviews/:queueId',
    lazy: () => import('./pages/reviews-route').then((page) => ({ Component: page.ReviewerRoute })),
  },
  // Guardrails (beta): loaded with its route.
  {
    path: 'guardrails',
    lazy: () =>
      import('./pages/guardrails-route').then((page) => ({ Component: page.GuardrailsRoute })),
  },
  // The dashboards and their charts, grid and date library load with their route.
  ...['dashboards', 'dashboards/:dashboardId'].map((path) => ({
    path,
    lazy: () =>
      import('./pages/dashboards-route').then((page) => ({ Component: page.DashboardsRoute })),
  })),
  // SPEC §2 names an Analytics page: it is the dashboards area.
  { path: 'analytics', element: <Navigate to="/dashboards" replace /> },
  // Loaded with its route, the provider keys card with it.
  {
    path: 'settings',
    lazy: () =>
      import('./pages/settings-route').then((page) => ({ Component: page.SettingsRoute })),
  },
  {
    path: 'settings/audit-logs',
    lazy: () =>
      import('./pages/audit-logs-route').then((page) => ({ Component: page.AuditLogsRoute })),
  },
  {
    path: 'billing',
    lazy: () => import('./pages/billing-route').then((page) => ({ Component: page.BillingRoute })),
  },
  {
    path: 'billing/thank-you',
    lazy: () => import('./pages/billing-route').then((page) => ({ Component: page.ThankYouRoute })),
  },
  {
    path: 'team',
    lazy: () => import('./pages/team-route').then((page) => ({ Component: page.TeamRoute })),
  },
  {
    path: '*',
    lazy: () => import('./not-found-page').then((page) => ({ Component: page.NotFoundPage })),
  },
];

/** Every route of the app (SPEC §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Opening the app on a page that loads with its route (/settings, /prompts/endpoints) shows
    // the workspace spinner until that page's code has arrived, as the shell does for its data.
    hydrateFallbackElement: <CenteredSpinner label="Loading your workspace" />,
    children: [
      {
        // A page that throws shows 'Error rendering this component' (SPEC §8) inside the root
        // layout, which keeps applying the theme.
        errorElement: routeErrorElement,
        children: [
          {
            lazy: () =>
              import('./auth-layout').then((layout) => ({ Component: layout.AuthLayout })),
            children: [
              {
                element: <RedirectIfSignedIn />,
                children: [
                  { path: 'login', lazy: authPage('LoginPage') },
                  { path: 'login/sso', lazy: authPage('SsoCallbackPage') },
                  { path: 'signup', lazy: authPage('SignupPage') },
                  { path: 'join', lazy: authPage('JoinPage') },
                  { path: 'request-password-reset', lazy: authPage('RequestPasswordResetPage') },
                  { path: 'reset-password', lazy: authPage('ResetPasswordPage') },
                ],
              },
              // The emailed link is often opened while signed in: it works either way.
              { path: 'verify-email', lazy: authPage('VerifyEmailPage') },
            ],
          },
          { path: 'auth', lazy: authPage('AuthRedirectPage') },
          // Signed in: the run inside the shell; signed out: the shared run, without the sidebar.
          {
            path: 'logs/:logId',
            element: (
              <SignedInOr
                fallback={
                  <Suspense fallback={<CenteredSpinner label="Loading the log" />}>
                    <SharedLogPage />
                  </Suspense>
                }
              />
            ),
            children: [
              {
                lazy: () =>
                  import('./shell/app-shell').then((shell) => ({ Component: shell.AppShell })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./pages/run-route').then((page) => ({ Component: page.RunRoute })),
                    errorElement: routeErrorElement,
                  },
                ],
              },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                lazy: () =>
                  import('./shell/app-shell').then((shell) => ({ Component: shell.AppShell })),
                // A failing page keeps the sidebar: the error shows where the page would be.
                children: [{ errorElement: routeErrorElement, children: shellRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
