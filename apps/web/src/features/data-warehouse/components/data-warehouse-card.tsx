import type { DataWarehouseConnection } from '@lookout/domain';
import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@lookout/ui';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import {
  useDataWarehouseConnections,
  useDeleteDataWarehouseConnection,
  useUpdateDataWarehouseConnection,
} from '../api/data-warehouse';
import { ConnectionForm } from './connection-form';
import { syncLagText } from './sync-lag';

const statusBadges = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'secondary' },
  error: { label: 'Error', variant: 'danger' },
} as const;

function formatTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}

/**
 * The org's data-warehouse connections (enterprise): where its runs are
 * copied every minute, with each one's status, last sync, lag and last error;
 * connect (with a test), pause, resume and delete. The card itself comes from
 * the settings page's slot, for owners and admins.
 */
export function DataWarehouseCard({ context }: { context: GatingContext }) {
  const locked = !hasPlanFeature(context, 'data-warehouse');
  const connections = useDataWarehouseConnections(!locked);
  const update = useUpdateDataWarehouseConnection();
  const remove = useDeleteDataWarehouseConnection();
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DataWarehouseConnection | null>(null);

  return (
    <Card aria-label="Data warehouse">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <IconBuildingWarehouse size={18} aria-hidden />
            Data warehouse
          </CardTitle>
          <CardDescription>
            Copy your organisation's runs into a PostgreSQL database you own, every minute, to the
            table <code>lookout_runs</code>.
          </CardDescription>
        </div>
        {locked ? (
          <Button size="sm" variant="outline" onClick={() => showUpgrade('data-warehouse')}>
            Upgrade
          </Button>
        ) : !adding && connections.isSuccess ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            Connect a database
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {locked ? (
          <p className="text-sm text-muted-foreground">
            Data-warehouse connectors are part of the Enterprise plan.
          </p>
        ) : null}
        {!locked && connections.isPending ? (
          <CenteredSpinner label="Loading the warehouse connections" />
        ) : null}
        {!locked && connections.isError ? (
          <ErrorState
            title="Could not load the warehouse connections"
            message={errorMessage(connections.error)}
            onRetry={() => connections.refetch()}
          />
        ) : null}
        {adding ? <ConnectionForm onDone={() => setAdding(false)} /> : null}
        {connections.isSuccess && connections.data.length === 0 && !adding ? (
          <p className="text-sm text-muted-foreground">
            No database connected yet. Connect one to start copying runs.
          </p>
        ) : null}
        {connections.isSuccess && connections.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border">
            {connections.data.map((connection) => {
              const badge = statusBadges[connection.status];
              const paused = connection.status === 'paused';
              return (
                <li
                  key={connection.id}
                  aria-label={connection.name}
                  className="flex flex-wrap items-start gap-3 py-3"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex items-center gap-2 text-sm font-medium">
                      {connection.name}
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </span>
                    <span className="break-all font-mono text-xs">{connection.target}</span>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
                      <dt>Last sync</dt>
                      <dd>{formatTime(connection.lastSyncAt)}</dd>
                      <dt>Lag</dt>
                      <dd>{syncLagText(connection.lagSeconds)}</dd>
                      <dt>Runs copied</dt>
                      <dd>{connection.syncedRuns.toLocaleString()}</dd>
                    </dl>
                    {connection.lastError ? (
                      <p className="text-xs text-danger-ink">
                        {`Last error (${formatTime(connection.lastErrorAt)}): ${connection.lastError}`}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${paused ? 'Resume' : 'Pause'} ${connection.name}`}
                      loading={update.isPending && update.variables?.id === connection.id}
                      onClick={() =>
                        update.mutate({
                          id: connection.id,
                          body: { status: paused ? 'active' : 'paused' },
                        })
                      }
                    >
                      {paused ? 'Resume' : 'Pause'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${connection.name}`}
                      onClick={() => setDeleting(connection)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {update.error ? (
          <p role="alert" className="text-xs text-danger-ink">
            {errorMessage(update.error)}
          </p>
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) {
              setDeleting(null);
              remove.reset();
            }
          }}
          title="Delete warehouse connection"
          confirmLabel="Delete connection"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() =>
            deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
          }
        >
          {`Stop copying runs to ${deleting?.name ?? ''}? The runs already copied stay in your database.`}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
