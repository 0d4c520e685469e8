import { LookoutApiError } from '@lookout/client';
import type { Project } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';
import { Link, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { useDashboard, useDashboards } from '../api/dashboards-queries';
import { dashboardAccess } from '../dashboard-access';
import { DashboardView } from './dashboard-view';

interface DashboardsPageProps {
  project: Project;
  context: GatingContext;
}

/**
 * `/dashboards` (the project's home dashboard) and `/dashboards/{id}` (SPEC §2); also the
 * Analytics page of the Analytics Viewer, who reads only.
 */
export function DashboardsPage({ project, context }: DashboardsPageProps) {
  const { dashboardId } = useParams();
  const list = useDashboards(project.id);
  const homeId = project.homeDashboardId ?? list.data?.find((dashboard) => dashboard.isHome)?.id;
  const openId = dashboardId ?? homeId;

  if (!openId) {
    if (list.isError) {
      return (
        <ErrorState
          title="Could not load the dashboards"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (list.data) {
      return <p className="text-sm text-muted-foreground">This project has no dashboard yet.</p>;
    }
    return <CenteredSpinner label="Loading dashboards" />;
  }
  return <OpenDashboard key={openId} project={project} dashboardId={openId} context={context} />;
}

function OpenDashboard({
  project,
  dashboardId,
  context,
}: {
  project: Project;
  dashboardId: string;
  context: GatingContext;
}) {
  const list = useDashboards(project.id);
  const dashboard = useDashboard(project.id, dashboardId);

  if (dashboard.isError && !dashboard.data) {
    const missing = dashboard.error instanceof LookoutApiError && dashboard.error.status === 404;
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorState
          title={missing ? 'Dashboard not found' : 'Could not load this dashboard'}
          message={
            missing
              ? 'It was deleted, or it belongs to another project.'
              : errorMessage(dashboard.error)
          }
          {...(missing ? {} : { onRetry: () => void dashboard.refetch() })}
        />
        {missing ? (
          <Link
            to="/dashboards"
            className="text-sm font-medium text-primary-ink underline-offset-4 hover:underline"
          >
            Open the home dashboard
          </Link>
        ) : null}
      </div>
    );
  }
  if (!dashboard.data) return <CenteredSpinner label="Loading dashboard" />;
  return (
    <DashboardView
      projectId={project.id}
      dashboard={dashboard.data}
      dashboards={list.data ?? [dashboard.data]}
      access={dashboardAccess(context, project.id)}
    />
  );
}
