import { Button } from '@lookout/ui';
import { IconCircleCheck, IconLoader2, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  firstEventPollMs,
  firstEventQueryKey,
  useFirstEvent,
} from '../api/first-event/first-event';
import { sendTestEvent } from '../api/first-event/send-test-event';
import { errorMessage } from '../lib/api-errors';

interface FirstEventStatusProps {
  projectId: string | null;
  /** The project's public key, which the test event is sent with. */
  publicKey: string | null;
  /** How often to look for the first event (tests shorten it). */
  pollMs?: number;
}

/**
 * Waits live for a new project's first event and says when it arrived, with a link to it; until
 * then offers "Send a test event", one real call through the project's public key.
 */
export function FirstEventStatus({
  projectId,
  publicKey,
  pollMs = firstEventPollMs,
}: FirstEventStatusProps) {
  const firstEvent = useFirstEvent(projectId, pollMs);
  const queryClient = useQueryClient();
  const test = useMutation({
    mutationFn: () => {
      if (!publicKey) throw new Error('This project has no public key. Create one in Settings.');
      return sendTestEvent(publicKey);
    },
    // The event is stored when the ingestion answers: look now rather than at the next tick.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firstEventQueryKey(projectId) }),
  });

  if (firstEvent.data) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-md border border-success/30 bg-success/10 px-4 py-3"
      >
        <IconCircleCheck className="size-5 shrink-0 text-success-ink" aria-hidden />
        <p className="flex-1 text-sm font-medium">Received your first event</p>
        <Link
          to={`/logs/${firstEvent.data.id}`}
          className="text-sm font-medium text-primary-ink underline-offset-2 hover:underline"
        >
          Open it
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-border px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <IconLoader2 className="size-5 shrink-0 animate-spin text-muted-foreground" aria-hidden />
        <p role="status" className="flex-1 text-sm">
          Waiting for your first event…
          <span className="block text-xs text-muted-foreground">
            This updates by itself as soon as your app sends one.
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => test.mutate()}
          loading={test.isPending}
          disabled={!publicKey || projectId === null}
        >
          <IconSend className="size-4" aria-hidden />
          Send a test event
        </Button>
      </div>
      {test.isError ? <p className="text-xs text-danger-ink">{errorMessage(test.error)}</p> : null}
    </div>
  );
}
