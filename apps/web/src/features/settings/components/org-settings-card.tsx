import { displayNameSchema, type Org } from '@lookout/domain';
import { Button, Label, Switch } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { KeyField } from '../../../components/key-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { fieldError } from '../../../lib/field-error';
import { notifications } from '../../../lib/notifications';
import { useRegenerateOrgApiKey } from '../api/regenerate-org-api-key';
import { useSetOrgBeta } from '../api/set-org-beta';
import { useRenameOrg } from '../api/update-org';
import { SettingsSection } from './settings-section';

/** The org's name (owners rename it) and its org-wide API key. */
export function OrgSettingsCard({
  org,
  canRename,
  canRegenerateKey,
  canToggleBeta = false,
}: {
  org: Org;
  canRename: boolean;
  canRegenerateKey: boolean;
  /** Self-hosted owners turn the beta pages on and off here. */
  canToggleBeta?: boolean;
}) {
  const [name, setName] = useState(org.name);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameOrg();
  const regenerate = useRegenerateOrgApiKey();
  const setBeta = useSetOrgBeta();

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldError(displayNameSchema, name);
    setError(invalid);
    if (invalid) return;
    rename.mutate(
      { orgId: org.id, name: name.trim() },
      {
        onSuccess: () => notifications.show({ message: 'Organization name saved', color: 'green' }),
      },
    );
  }

  return (
    <SettingsSection
      title="Organization"
      description="Shared by every project and member of the org."
    >
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <div className="flex-1">
          <TextField
            label="Organization name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
            disabled={!canRename}
            hint={canRename ? undefined : 'Only the org owner can rename it.'}
          />
        </div>
        {canRename ? (
          <Button
            type="submit"
            loading={rename.isPending}
            disabled={name.trim() === org.name}
            className={error ? 'mb-5' : undefined}
          >
            Save
          </Button>
        ) : null}
      </form>
      {org.orgApiKey ? (
        <KeyField
          label="Org API key"
          value={org.orgApiKey}
          secret
          hint="For org-wide API calls, across every project."
          actions={
            canRegenerateKey ? (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                Regenerate
              </Button>
            ) : null
          }
        />
      ) : null}
      {canToggleBeta ? (
        <div className="flex items-start justify-between gap-4 rounded-md border border-border p-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="org-beta">Beta features</Label>
            <p id="org-beta-hint" className="text-xs text-muted-foreground">
              Shows the pages still in beta to everyone in the org: Insights, Experiments, Data
              Rules, Alerts and Guardrails. An org the instance lists in LOOKOUT_BETA_ORGS keeps
              them either way.
            </p>
            {setBeta.isError ? (
              <p className="text-xs text-danger-ink">{errorMessage(setBeta.error)}</p>
            ) : null}
          </div>
          <Switch
            id="org-beta"
            aria-describedby="org-beta-hint"
            checked={org.beta}
            disabled={setBeta.isPending}
            onCheckedChange={(enabled) =>
              setBeta.mutate(
                { orgId: org.id, enabled },
                {
                  onSuccess: () =>
                    notifications.show({
                      message: enabled ? 'Beta features turned on' : 'Beta features turned off',
                      color: 'green',
                    }),
                },
              )
            }
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) regenerate.reset();
        }}
        title="Regenerate the org API key?"
        confirmLabel="Regenerate key"
        onConfirm={() =>
          regenerate.mutate(org.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({
                title: 'Org API key regenerated',
                message: 'Update the services that used the old key.',
                color: 'green',
              });
            },
          })
        }
        pending={regenerate.isPending}
        error={regenerate.isError ? errorMessage(regenerate.error) : null}
      >
        The current org API key stops working at once. Services that use it must be updated with the
        new key.
      </ConfirmDialog>
    </SettingsSection>
  );
}
