import type { Project } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { KeyField } from '../../../components/key-field';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useProjectApiKeys } from '../api/get-project-api-keys';
import { useRegeneratePrivateKey } from '../api/regenerate-private-key';
import { SettingsSection } from './settings-section';

/** The project's public (ingest) key and private (API) key. */
export function ApiKeysCard({
  project,
  canRegenerate,
}: {
  project: Project;
  canRegenerate: boolean;
}) {
  const keys = useProjectApiKeys(project.id);
  const regenerate = useRegeneratePrivateKey();
  const [confirming, setConfirming] = useState(false);

  function confirmRegenerate() {
    regenerate.mutate(project.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({
          title: 'Private key regenerated',
          message: 'Update the apps that used the old key.',
          color: 'green',
        });
      },
    });
  }

  const publicKey = keys.data?.find((key) => key.type === 'public');
  const privateKey = keys.data?.find((key) => key.type === 'private');

  return (
    <SettingsSection
      title="API keys"
      description="The public key sends logs from your apps; the private key also reads data through the API."
    >
      {keys.isPending ? <CenteredSpinner label="Loading API keys" /> : null}
      {keys.isError ? (
        <ErrorState
          title="Could not load the API keys"
          message={errorMessage(keys.error)}
          onRetry={() => keys.refetch()}
        />
      ) : null}
      {keys.isSuccess && keys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Your role cannot see this project's keys.</p>
      ) : null}
      {publicKey ? (
        <KeyField
          label="Public key"
          value={publicKey.key}
          hint="Safe to use in browsers: it can only send data."
        />
      ) : null}
      {privateKey ? (
        <KeyField
          label="Private key"
          value={privateKey.key}
          secret
          hint="Keep it on your servers: it can read everything in this project."
          actions={
            canRegenerate ? (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                Regenerate
              </Button>
            ) : null
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) regenerate.reset();
        }}
        title="Regenerate the private key?"
        confirmLabel="Regenerate key"
        onConfirm={confirmRegenerate}
        pending={regenerate.isPending}
        error={regenerate.isError ? errorMessage(regenerate.error) : null}
      >
        The current private key of {project.name} stops working at once. Apps and scripts that use
        it must be updated with the new key.
      </ConfirmDialog>
    </SettingsSection>
  );
}
