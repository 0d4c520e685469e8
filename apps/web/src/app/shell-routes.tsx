import { lazy, Suspense } from 'react';
import { CenteredSpinner } from '../components/centered-spinner';
import { AuditLogPage } from '../features/audit-logs/components/audit-log-page';
import { BillingPage } from '../features/billing/components/billing-page';
import { ThankYouPage } from '../features/billing/components/thank-you-page';
import { AddToDatasetButton } from '../features/datasets/components/add-to-dataset-button';
import { UserPage } from '../features/end-users/components/user-page';
import { UsersPage } from '../features/end-users/components/users-page';
import { RunPage } from '../features/runs/components/run-page';
import { TeamPage } from '../features/team/components/team-page';
import { canAddRunsToDataset } from './can-add-runs-to-dataset';
import { ComposedLogsPage } from './pages/composed-logs-page';
import { useShell } from './shell/shell-context';

// Route elements of the signed-in pages: each hands its page what the shell loaded.

// The dashboards and their charts load with their route, so the first page's JS does not grow.
const DashboardsPage = lazy(() =>
  import('../features/dashboards/components/dashboards-page').then((module) => ({
    default: module.DashboardsPage,
  })),
);

/** `/dashboards`, `/dashboards/{id}` and `/analytics` (read-only for the Analytics Viewer). */
export function DashboardsRoute() {
  const { project, context } = useShell();
  return (
    <Suspense fallback={<CenteredSpinner label="Loading dashboards" />}>
      <DashboardsPage key={project.id} project={project} context={context} />
    </Suspense>
  );
}

/** Who may open it is the shell's guard (`pageAccess`). */
export function AuditLogsRoute() {
  return <AuditLogPage />;
}

export function BillingRoute() {
  const { org, context } = useShell();
  return <BillingPage org={org} context={context} />;
}

export function ThankYouRoute() {
  const { org } = useShell();
  return <ThankYouPage org={org} />;
}

export function TeamRoute() {
  const { user, org, context } = useShell();
  return <TeamPage user={user} org={org} context={context} />;
}

export function LogsRoute() {
  const { project, context } = useShell();
  return (
    <ComposedLogsPage
      key={project.id}
      memberRole={context.role}
      projectId={project.id}
      projectName={project.name}
      canAddToDataset={canAddRunsToDataset(context)}
    />
  );
}

export function RunRoute() {
  const { project, context } = useShell();
  return (
    <RunPage
      key={project.id}
      memberRole={context.role}
      runActions={
        canAddRunsToDataset(context)
          ? (runId) => <AddToDatasetButton projectId={project.id} runIds={[runId]} size="sm" />
          : undefined
      }
    />
  );
}

export function UsersRoute() {
  const { project } = useShell();
  return <UsersPage key={project.id} />;
}

export function UserRoute() {
  const { context } = useShell();
  return <UserPage memberRole={context.role} />;
}
