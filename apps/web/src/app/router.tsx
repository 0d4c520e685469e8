import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner';
import { AuthRedirectPage } from '../features/auth/components/auth-redirect-page';
import { JoinPage } from '../features/auth/components/join-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RequestPasswordResetPage } from '../features/auth/components/request-password-reset-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { SsoCallbackPage } from '../features/auth/components/sso-callback-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { SharedLogPage } from '../features/shared-log/components/shared-log-page';
import { AuthLayout } from './auth-layout';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { SignedInOr } from './guards/signed-in-or';
import { HomeRedirect } from './home-redirect';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { AppShell } from './shell/app-shell';
import {
  AuditLogsRoute,
  BillingRoute,
  DashboardsRoute,
  LogsRoute,
  RunRoute,
  TeamRoute,
  ThankYouRoute,
  UserRoute,
  UsersRoute,
} from './shell-routes';

/** Pages inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  { path: 'logs', element: <LogsRoute /> },
  { path: 'users', element: <UsersRoute /> },
  { path: 'users/:userId', element: <UserRoute /> },
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
  { path: 'dashboards', element: <DashboardsRoute /> },
  { path: 'dashboards/:dashboardId', element: <DashboardsRoute /> },
  // SPEC §2 names an Analytics page: it is the dashboards area.
  { path: 'analytics', element: <Navigate to="/dashboards" replace /> },
  // Loaded with its route, the provider keys card with it.
  {
    path: 'settings',
    lazy: () =>
      import('./pages/settings-route').then((page) => ({ Component: page.SettingsRoute })),
  },
  { path: 'settings/audit-logs', element: <AuditLogsRoute /> },
  { path: 'billing', element: <BillingRoute /> },
  { path: 'billing/thank-you', element: <ThankYouRoute /> },
  { path: 'team', element: <TeamRoute /> },
  { path: '*', element: <NotFoundPage /> },
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
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              {
                element: <RedirectIfSignedIn />,
                children: [
                  { path: 'login', element: <LoginPage /> },
                  { path: 'login/sso', element: <SsoCallbackPage /> },
                  { path: 'signup', element: <SignupPage /> },
                  { path: 'join', element: <JoinPage /> },
                  { path: 'request-password-reset', element: <RequestPasswordResetPage /> },
                  { path: 'reset-password', element: <ResetPasswordPage /> },
                ],
              },
              // The emailed link is often opened while signed in: it works either way.
              { path: 'verify-email', element: <VerifyEmailPage /> },
            ],
          },
          { path: 'auth', element: <AuthRedirectPage /> },
          // Signed in: the run inside the shell; signed out: the shared run, without the sidebar.
          {
            path: 'logs/:logId',
            element: <SignedInOr fallback={<SharedLogPage />} />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { index: true, element: <RunRoute />, errorElement: <RouteErrorPage /> },
                ],
              },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <AppShell />,
                // A failing page keeps the sidebar: the error shows where the page would be.
                children: [{ errorElement: <RouteErrorPage />, children: shellRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
