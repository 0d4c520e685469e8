import { type Alert, formatRelativeTime } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { formatMetric } from '../alert-form';
import { useAlertEvents } from '../api/alerts-queries';

/** When an alert fired and resolved, newest first, and what each notification did. */
export function AlertHistory({ projectId, alert }: { projectId: string; alert: Alert }) {
  const events = useAlertEvents(projectId, alert.id);
  return (
    <section aria-label={`History of ${alert.name}`} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{`History of ${alert.name}`}</h2>
      {alert.state === 'error' && alert.lastError ? (
        <p className="text-sm text-warning-ink">{`Last evaluation failed: ${alert.lastError}`}</p>
      ) : null}
      {events.isPending ? <CenteredSpinner label="Loading the history" /> : null}
      {events.isError ? (
        <ErrorState
          title="Could not load the history"
          message={errorMessage(events.error)}
          onRetry={() => events.refetch()}
        />
      ) : null}
      {events.isSuccess && events.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          It has not fired yet.
        </p>
      ) : null}
      {events.isSuccess && events.data.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {events.data.map((event) => (
            <li key={event.id} className="rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                {event.resolvedBy === 'disabled' ? (
                  <Badge variant="secondary">Closed</Badge>
                ) : event.resolvedAt ? (
                  <Badge variant="success">Resolved</Badge>
                ) : (
                  <Badge variant="danger">Firing</Badge>
                )}
                <span>
                  {`Fired ${formatRelativeTime(event.firedAt)} at ${formatMetric(alert.metric, event.firedValue)}`}
                </span>
                {event.resolvedAt ? (
                  <span className="text-muted-foreground">
                    {event.resolvedBy === 'disabled'
                      ? `· closed ${formatRelativeTime(event.resolvedAt)} when the alert was turned off`
                      : `· resolved ${formatRelativeTime(event.resolvedAt)} at ${formatMetric(alert.metric, event.resolvedValue)}`}
                  </span>
                ) : null}
              </div>
              {event.deliveries.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
                  {event.deliveries.map((delivery) => (
                    <li key={delivery.id} className="flex flex-wrap gap-1">
                      <span>{`${delivery.transition === 'fired' ? 'Fired' : 'Resolved'} · ${delivery.channel} to ${delivery.target}:`}</span>
                      <span
                        className={
                          delivery.status === 'failed'
                            ? 'text-danger-ink'
                            : delivery.status === 'sent'
                              ? 'text-success-ink'
                              : undefined
                        }
                      >
                        {delivery.status === 'failed'
                          ? `failed after ${delivery.attempts} attempts (${delivery.error ?? 'unknown error'})`
                          : delivery.status === 'sent'
                            ? 'sent'
                            : `sending${delivery.error ? ` (last attempt: ${delivery.error})` : ''}`}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
