import type { DataWarehouseConnection } from '@lookout/domain';
import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import { Badge, Button } from '@lookout/ui';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { ConnectionSettingsCard } from '../../../components/connection-settings-card';
import { errorMessage } from '../../../lib/api-errors';
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
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DataWarehouseConnection | null>(null);

  return (
    <ConnectionSettingsCard
      title="Data warehouse"
      icon={IconBuildingWarehouse}
      description={
        <>
          Copy your organisation's runs into a PostgreSQL database you own, every minute, to the
          table <code>lookout_runs</code>.
        </>
      }
      locked={locked}
      planFeature="data-warehouse"
      lockedNotice="Data-warehouse connectors are part of the Enterprise plan."
      query={connections}
      loadingLabel="Loading the warehouse connections"
      errorTitle="Could not load the warehouse connections"
      action={
        !adding && connections.isSuccess ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            Connect a database
          </Button>
        ) : null
      }
      deletion={{
        open: deleting !== null,
        title: 'Delete warehouse connection',
        message: `Stop copying runs to ${deleting?.name ?? ''}? The runs already copied stay in your database.`,
        mutation: remove,
        onConfirm: () =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) }),
        onClose: () => setDeleting(null),
      }}
    >
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
    </ConnectionSettingsCard>
  );
}
