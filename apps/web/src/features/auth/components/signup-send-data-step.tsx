import { Button } from '@lookout/ui';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { FirstEventStatus } from '../../../components/first-event-status';
import { IngestSnippetTabs } from '../../../components/ingest-snippet-tabs';
import { KeyField } from '../../../components/key-field';
import { errorMessage } from '../../../lib/api-errors';
import { useIngestKey } from '../api/get-ingest-key';

/**
 * Signup step 3: the project's public key, how each supported SDK sends data here, and the first
 * event arriving live (or a test event sent from here).
 */
export function SignupSendDataStep({ onDone }: { onDone: () => void }) {
  const ingestKey = useIngestKey(true);
  const origin = window.location.origin;

  if (ingestKey.isPending) return <CenteredSpinner label="Loading your project key" />;
  if (ingestKey.isError) {
    return (
      <ErrorState
        title="Could not load your project key"
        message={errorMessage(ingestKey.error)}
        onRetry={() => ingestKey.refetch()}
      />
    );
  }

  const publicKey = ingestKey.data.publicKey;
  return (
    <div className="flex flex-col gap-4">
      {publicKey ? (
        <KeyField
          label={`Public key of ${ingestKey.data.projectName}`}
          value={publicKey}
          hint="It can only send data, so it is safe in your app's code."
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          This project has no public key. Create one in Settings.
        </p>
      )}
      <IngestSnippetTabs
        destination={{ origin, publicKey: publicKey ?? '<public key>', privateKey: null }}
      />
      <FirstEventStatus projectId={ingestKey.data.projectId} publicKey={publicKey} />
      <Button onClick={onDone}>Go to the dashboard</Button>
      <p className="text-center text-xs text-muted-foreground">
        Your first logs show up as soon as your app sends them. You can find the key later in
        Settings.
      </p>
    </div>
  );
}
