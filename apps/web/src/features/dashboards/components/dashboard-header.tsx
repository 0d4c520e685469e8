import { planLimitFeature } from '@lookout/client';
import type { Dashboard } from '@lookout/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import {
  useCreateDashboard,
  useDeleteDashboard,
  useUpdateDashboard,
} from '../api/dashboard-mutations';
import type { DashboardAccess } from '../dashboard-access';
import { DashboardActionsMenu } from './dashboard-actions-menu';
import { DashboardSwitcher } from './dashboard-switcher';
import { RenameDashboardDialog } from './rename-dashboard-dialog';

interface DashboardHeaderProps {
  projectId: string;
  dashboard: Dashboard;
  /** The project's dashboards; the open one alone while the list loads. */
  dashboards: Dashboard[];
  access: DashboardAccess;
}

/**
 * The dashboard's name as a switcher, with create, rename, set as home and delete for the roles
 * that may. Changes show at once and are undone if the server refuses them (SPEC §4).
 */
export function DashboardHeader({
  projectId,
  dashboard,
  dashboards,
  access,
}: DashboardHeaderProps) {
  const navigate = useNavigate();
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const create = useCreateDashboard(projectId);
  const update = useUpdateDashboard(projectId);
  const remove = useDeleteDashboard(projectId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  function createDashboard() {
    if (access.createNeedsUpgrade) {
      showUpgrade('dashboards');
      return;
    }
    create.mutate(undefined, {
      onSuccess: (created) => navigate(`/dashboards/${created.id}`),
      onError: (error) => {
        const feature = planLimitFeature(error);
        if (feature) showUpgrade(feature);
      },
    });
  }

  return (
    <div className="flex min-w-0 items-center gap-1">
      <DashboardSwitcher
        dashboards={dashboards}
        current={dashboard}
        onOpen={(next) => navigate(`/dashboards/${next.id}`)}
        onCreate={access.create ? createDashboard : undefined}
        creating={create.isPending}
      />
      <DashboardActionsMenu
        dashboard={dashboard}
        onRename={access.update ? () => setRenaming(true) : undefined}
        onSetHome={
          access.update ? () => update.mutate({ id: dashboard.id, isHome: true }) : undefined
        }
        onDelete={access.delete ? () => setDeleting(true) : undefined}
      />
      {renaming ? (
        <RenameDashboardDialog
          open
          onOpenChange={setRenaming}
          name={dashboard.name}
          onRename={(name) => update.mutate({ id: dashboard.id, name })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title="Delete dashboard"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(dashboard.id, {
            onSuccess: () => {
              setDeleting(false);
              navigate('/dashboards');
            },
          })
        }
      >
        Delete the dashboard “{dashboard.name}”? Its custom charts stay available to other
        dashboards.
      </ConfirmDialog>
    </div>
  );
}
