import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import { Badge, Button } from '@lookout/ui';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ConnectionSettingsCard } from '../../../components/connection-settings-card';
import { useDeleteSsoConnection, useSsoConnection } from '../api/sso';
import { ProviderValues } from './provider-values';
import { SigningCertificates } from './signing-certificates';
import { SsoForm } from './sso-form';

/**
 * The org's single sign-on (owner, Enterprise plan on the cloud edition):
 * OpenID Connect or SAML 2.0 settings, the values to register at the
 * provider once saved, and deleting the connection. The card comes from the
 * settings page's slot, for owners.
 */
export function SsoCard({ context }: { context: GatingContext }) {
  const locked = !hasPlanFeature(context, 'sso');
  const connection = useSsoConnection(!locked);
  const remove = useDeleteSsoConnection();
  const [deleting, setDeleting] = useState(false);
  const current = connection.data ?? null;

  return (
    <ConnectionSettingsCard
      title="Single sign-on"
      icon={IconKey}
      badge={
        current ? (
          <Badge variant={current.enabled ? 'success' : 'secondary'}>
            {current.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        ) : null
      }
      description="Let your members sign in through your identity provider with OpenID Connect or SAML 2.0."
      locked={locked}
      planFeature="sso"
      lockedNotice="Single sign-on is part of the Enterprise plan."
      query={connection}
      loadingLabel="Loading the single sign-on settings"
      errorTitle="Could not load the single sign-on settings"
      action={
        current ? (
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        ) : null
      }
      deletion={{
        open: deleting,
        title: 'Delete single sign-on',
        message:
          'Members will sign in with their passwords again, and anyone who only ever signed in through your provider will need to reset theirs.',
        mutation: remove,
        onConfirm: () => remove.mutate(undefined, { onSuccess: () => setDeleting(false) }),
        onClose: () => setDeleting(false),
      }}
    >
      {connection.isSuccess ? (
        <>
          {current ? (
            <>
              <ProviderValues connection={current} />
              <SigningCertificates connection={current} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              Single sign-on is not set up. Fill in your provider's settings below.
            </p>
          )}
          <SsoForm key={current?.id ?? 'new'} connection={current} />
        </>
      ) : null}
    </ConnectionSettingsCard>
  );
}
