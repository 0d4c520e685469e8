import {
  connectionProviders,
  type ProviderKeyProvider,
  providerKeyProviderSchema,
} from '@lookout/domain';
import { Badge, Button } from '@lookout/ui';
import {
  type Icon,
  IconBrandAws,
  IconBrandAzure,
  IconBrandGoogle,
  IconBrandOpenai,
  IconBrandX,
  IconLetterA,
  IconPlug,
} from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useDeleteProviderKey, useProviderKeys, useSaveProviderKey } from '../api/provider-keys';
import { ProviderKeyDialog } from './provider-key-dialog';
import { SettingsSection } from './settings-section';

// The catalogue's icon names; imported here so they load with this card only.
const providerIcons: Readonly<Record<string, Icon>> = {
  IconBrandAws,
  IconBrandAzure,
  IconBrandGoogle,
  IconBrandOpenai,
  IconBrandX,
  IconLetterA,
};

type Pending = { action: 'set' | 'delete'; provider: ProviderKeyProvider; name: string };

/**
 * The org's keys for the playground's model providers (SPEC §3 connection
 * providers): masked once saved; set, replaced and deleted by owners and admins.
 */
export function ProviderKeysCard({ canManage }: { canManage: boolean }) {
  const keys = useProviderKeys();
  const save = useSaveProviderKey();
  const remove = useDeleteProviderKey();
  const [pending, setPending] = useState<Pending | null>(null);

  function close() {
    setPending(null);
    save.reset();
    remove.reset();
  }

  const stored = (provider: string) => keys.data?.find((key) => key.provider === provider);
  const current = pending ? stored(pending.provider) : undefined;

  return (
    <SettingsSection
      title="Provider keys"
      description="Your organisation's keys for the AI playground's model providers."
    >
      {keys.isPending ? <CenteredSpinner label="Loading provider keys" /> : null}
      {keys.isError ? (
        <ErrorState
          title="Could not load the provider keys"
          message={errorMessage(keys.error)}
          onRetry={() => keys.refetch()}
        />
      ) : null}
      {keys.isSuccess ? (
        <ul className="flex flex-col divide-y divide-border">
          {connectionProviders.map((provider) => {
            const key = stored(provider.name);
            const parsed = providerKeyProviderSchema.safeParse(provider.name);
            const usable = !provider.disabled && parsed.success;
            const ProviderIcon = providerIcons[provider.icon] ?? IconPlug;
            return (
              <li
                key={provider.name}
                aria-label={provider.displayName}
                aria-disabled={usable ? undefined : true}
                className="flex flex-wrap items-center gap-3 py-3 aria-disabled:opacity-60"
              >
                <ProviderIcon size={20} aria-hidden />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2 text-sm font-medium">
                    {provider.displayName}
                    {usable ? null : <Badge variant="secondary">Coming soon</Badge>}
                  </span>
                  <span className="text-xs text-muted-foreground">{provider.description}</span>
                  {key ? (
                    <span className="font-mono text-xs">
                      {key.maskedKey}
                      {key.baseUrl ? ` · ${key.baseUrl}` : ''}
                    </span>
                  ) : usable ? (
                    <span className="text-xs text-muted-foreground">No key</span>
                  ) : null}
                </div>
                {canManage && usable && parsed.success ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${key ? 'Replace key' : 'Set key'} for ${provider.displayName}`}
                      onClick={() =>
                        setPending({
                          action: 'set',
                          provider: parsed.data,
                          name: provider.displayName,
                        })
                      }
                    >
                      {key ? 'Replace key' : 'Set key'}
                    </Button>
                    {key ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete the key for ${provider.displayName}`}
                        onClick={() =>
                          setPending({
                            action: 'delete',
                            provider: parsed.data,
                            name: provider.displayName,
                          })
                        }
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {canManage ? null : (
        <p className="text-xs text-muted-foreground">Owners and admins manage provider keys.</p>
      )}
      {pending?.action === 'set' ? (
        <ProviderKeyDialog
          providerName={pending.name}
          baseUrl={current?.baseUrl ?? null}
          replacing={current !== undefined}
          saving={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onClose={close}
          onSave={(body) =>
            save.mutate(
              { provider: pending.provider, body },
              {
                onSuccess: () => {
                  close();
                  notifications.show({
                    title: `${pending.name} key saved`,
                    message: 'Only its last characters are shown from now on.',
                    color: 'green',
                  });
                },
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={pending?.action === 'delete'}
        onOpenChange={(open) => !open && close()}
        title="Delete provider key"
        confirmLabel="Delete key"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => pending && remove.mutate(pending.provider, { onSuccess: close })}
      >
        {`Delete the ${pending?.name ?? ''} key? Playground runs on its models stop working until a new key is set.`}
      </ConfirmDialog>
    </SettingsSection>
  );
}
