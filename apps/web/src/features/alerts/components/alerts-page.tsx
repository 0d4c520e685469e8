import type { Alert as AlertEntity, Role, TestAlertResponse } from '@lookout/domain';
import {
  Alert,
  Button,
  Modal,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import { IconBellRinging, IconEdit, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { KeyField } from '../../../components/key-field';
import { PageHeader } from '../../../components/page-header';
import { WriteControls } from '../../../components/write-controls';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import { formatMetric, metricLabel } from '../alert-form';
import {
  useCreateAlert,
  useDeleteAlert,
  useTestAlert,
  useUpdateAlert,
} from '../api/alert-mutations';
import { useAlertList } from '../api/alerts-queries';
import { AlertDialog } from './alert-dialog';
import { AlertHistory } from './alert-history';
import { AlertStateBadge } from './alert-state-badge';

interface AlertsPageProps {
  projectId: string;
  memberRole: Role;
}

function conditionText(alert: AlertEntity): string {
  const window =
    alert.windowMinutes >= 60 ? `${alert.windowMinutes / 60} h` : `${alert.windowMinutes} min`;
  return `${metricLabel(alert.metric)} ${alert.comparison} ${formatMetric(alert.metric, alert.threshold)} over ${window}`;
}

function channelsText(alert: AlertEntity): string {
  const parts = [
    ...(alert.emails.length > 0
      ? [`${alert.emails.length} ${alert.emails.length === 1 ? 'recipient' : 'recipients'}`]
      : []),
    ...(alert.webhook ? [alert.webhook.format === 'slack' ? 'Slack webhook' : 'Webhook'] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'No channel';
}

/**
 * /alerts: the project's alerts with their state, evaluated every minute; a
 * dialog creates and edits them, a panel shows the selected one's history,
 * and "Send test" tries every channel. `?alert=` selects one (notifications link to it).
 */
export function AlertsPage({ projectId, memberRole }: AlertsPageProps) {
  const [params, setParams] = useSearchParams();
  const alerts = useAlertList(projectId);
  const create = useCreateAlert(projectId);
  const update = useUpdateAlert(projectId);
  const remove = useDeleteAlert(projectId);
  const test = useTestAlert();
  const [editing, setEditing] = useState<AlertEntity | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertEntity | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [tested, setTested] = useState<{ name: string; answer: TestAlertResponse } | null>(null);
  const manage = useWritePermission(memberRole, 'settings', 'update');
  const canManage = manage.permitted;
  const selectedId = params.get('alert');
  const selected = alerts.data?.find((alert) => alert.id === selectedId);
  const saving = editing === 'new' ? create : update;

  function closeDialog() {
    setEditing(null);
    create.reset();
    update.reset();
  }

  function select(id: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('alert', id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Alerts"
        description="Notifications by email and webhook when a metric of this project crosses a threshold. Evaluated every minute; an alert fires once and resolves when back."
        actions={
          canManage ? (
            <Button onClick={() => setEditing('new')} {...manage.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New alert
            </Button>
          ) : null
        }
      />
      {alerts.isPending ? <CenteredSpinner label="Loading alerts" /> : null}
      {alerts.isError ? (
        <ErrorState
          title="Could not load the alerts"
          message={errorMessage(alerts.error)}
          onRetry={() => alerts.refetch()}
        />
      ) : null}
      {alerts.isSuccess && alerts.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          <IconBellRinging className="size-6" aria-hidden />
          {manage.allowed
            ? 'No alerts yet. Create one to hear about errors, cost or latency within two minutes.'
            : 'No alerts yet. An owner or admin can create them.'}
        </div>
      ) : null}
      {tested ? (
        <Alert
          variant={tested.answer.results.every((result) => result.ok) ? 'success' : 'danger'}
          title={`Test of ${tested.name}`}
        >
          <ul>
            {tested.answer.results.map((result) => (
              <li key={`${result.channel}:${result.target}`}>
                {`${result.channel} to ${result.target}: ${result.detail}`}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {test.isError ? (
        <Alert variant="danger" title="The test could not be sent">
          {errorMessage(test.error)}
        </Alert>
      ) : null}
      {alerts.isSuccess && alerts.data.length > 0 ? (
        <Table aria-label="Alerts">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>State</TableHead>
              <TableHead>Condition</TableHead>
              <TableHead>Last value</TableHead>
              <TableHead>Channels</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {alerts.data.map((alert) => (
              <TableRow
                key={alert.id}
                data-state={alert.id === selectedId ? 'selected' : undefined}
              >
                <TableCell>
                  <button
                    type="button"
                    className="rounded-sm text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-pressed={alert.id === selectedId}
                    onClick={() => select(alert.id)}
                  >
                    {alert.name}
                  </button>
                  {alert.filters ? (
                    <code className="block max-w-56 truncate text-xs text-muted-foreground">
                      {alert.filters}
                    </code>
                  ) : null}
                </TableCell>
                <TableCell>
                  <AlertStateBadge alert={alert} />
                </TableCell>
                <TableCell className="text-sm">{conditionText(alert)}</TableCell>
                <TableCell className="tabular-nums">
                  {alert.lastEvaluatedAt ? formatMetric(alert.metric, alert.lastValue) : '—'}
                </TableCell>
                <TableCell className="text-sm">{channelsText(alert)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  <WriteControls permission={manage}>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Send a test of ${alert.name}`}
                      title="Send test"
                      disabled={test.isPending}
                      onClick={() => {
                        setTested(null);
                        test.mutate(alert.id, {
                          onSuccess: (answer) => setTested({ name: alert.name, answer }),
                        });
                      }}
                    >
                      <IconSend className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${alert.name}`}
                      onClick={() => setEditing(alert)}
                    >
                      <IconEdit className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${alert.name}`}
                      onClick={() => setDeleting(alert)}
                    >
                      <IconTrash className="size-4" aria-hidden />
                    </Button>
                  </WriteControls>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {selected ? <AlertHistory projectId={projectId} alert={selected} /> : null}
      {editing ? (
        <AlertDialog
          projectId={projectId}
          alert={editing === 'new' ? undefined : editing}
          onOpenChange={(open) => !open && closeDialog()}
          pending={saving.isPending}
          error={saving.error ? errorMessage(saving.error) : null}
          onSubmit={(body) => {
            const done = (saved: { id: string; webhookSecret?: string | undefined }) => {
              closeDialog();
              select(saved.id);
              if (saved.webhookSecret) setSecret(saved.webhookSecret);
            };
            if (editing === 'new') create.mutate(body, { onSuccess: done });
            else update.mutate({ id: editing.id, body }, { onSuccess: done });
          }}
        />
      ) : null}
      {secret ? (
        <Modal open onOpenChange={(open) => !open && setSecret(null)} title="Webhook secret">
          <div className="flex flex-col gap-3">
            <KeyField
              label="Signing secret"
              value={secret}
              hint="Shown this once. Each POST carries X-Lookout-Timestamp and X-Lookout-Signature: sha256= and the HMAC-SHA256 of “timestamp.body” with this secret."
            />
            <div className="flex justify-end">
              <Button onClick={() => setSecret(null)}>Done</Button>
            </div>
          </div>
        </Modal>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              setDeleting(null);
              remove.reset();
            }
          }}
          title="Delete alert"
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {`"${deleting.name}" and its history will be deleted; it stops notifying at once.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
