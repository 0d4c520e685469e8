import { Button } from '@lookout/ui';
import { IconDatabaseImport, IconTelescope } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { FirstEventStatus } from '../../../components/first-event-status';
import { IngestSnippetTabs } from '../../../components/ingest-snippet-tabs';
import { KeyField } from '../../../components/key-field';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useProjectKeys } from '../api/get-project-keys';
import { loadSampleData } from '../api/sample-data';

interface ProjectEmptyStateProps {
  projectId: string;
  projectName: string;
}

/**
 * The logs page of a project that has never received data: its keys, how to send data from
 * each supported SDK, and a button that loads sample data to explore first.
 */
export function ProjectEmptyState({ projectId, projectName }: ProjectEmptyStateProps) {
  const keys = useProjectKeys(projectId);
  const queryClient = useQueryClient();
  const publicKey = keys.data?.publicKey ?? null;
  const sample = useMutation({
    mutationFn: () => {
      if (!publicKey) throw new Error('This project has no public key. Create one in Settings.');
      return loadSampleData(publicKey);
    },
    onSuccess: (count) => {
      notifications.show({
        title: 'Sample data loaded',
        message: `${count} events were recorded, tagged "sample". Remove them any time from the logs page.`,
        color: 'green',
      });
      void queryClient.invalidateQueries({ queryKey: ['runs'] });
    },
  });

  return (
    <section
      aria-labelledby="project-empty-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 rounded-lg border border-border bg-surface p-6"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <IconTelescope className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="project-empty-title" className="text-lg font-semibold">
            Send your first logs to {projectName}
          </h2>
          <p className="text-sm text-muted-foreground">
            Point an SDK you already use at this server. Calls show up here within seconds. Or
            explore first with sample data: a few LLM calls, an agent trace and a conversation,
            tagged "sample".
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => sample.mutate()}
          loading={sample.isPending}
          disabled={!publicKey}
        >
          <IconDatabaseImport className="size-4" aria-hidden />
          Load sample data
        </Button>
      </div>
      {keys.isPending ? <CenteredSpinner label="Loading the project keys" /> : null}
      {keys.isError ? (
        <ErrorState
          title="Could not load the project keys"
          message={errorMessage(keys.error)}
          onRetry={() => keys.refetch()}
        />
      ) : null}
      {keys.isSuccess ? (
        <>
          <FirstEventStatus projectId={projectId} publicKey={publicKey} />
          {publicKey ? (
            <KeyField
              label="Public key"
              value={publicKey}
              hint="It can only send data, so it is safe in your app's code."
            />
          ) : (
            <p className="text-sm text-muted-foreground">This project has no public key yet.</p>
          )}
          <IngestSnippetTabs
            destination={{
              origin: window.location.origin,
              publicKey: publicKey ?? '<public key>',
              privateKey: keys.data.privateKey,
            }}
          />
        </>
      ) : null}
      {sample.isError ? (
        <ErrorState title="Could not load the sample" message={errorMessage(sample.error)} />
      ) : null}
    </section>
  );
}
