import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import { Badge, Button } from '@lookout/ui';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ConnectionSettingsCard } from '../../../components/connection-settings-card';
import { useDeleteSsoConnection, useSsoConnection } from '../api/sso';
import { ProviderValues } from './provider-values';
import { SavedConnectionSummary } from './saved-connection-summary';
import { SigningCertificates } from './signing-certificates';
import { SsoForm } from './sso-form';

/** What the card says of a connection the org's plan no longer includes (after a downgrade). */
export const ssoKeptNotice =
  'Your plan no longer includes single sign-on. This connection is kept but not used: members sign in with their passwords. Upgrade to use it again, or delete it.';

/**
 * The org's single sign-on (owner, Enterprise plan on the cloud edition):
 * OpenID Connect or SAML 2.0 settings, the values to register at the
 * provider once saved, and deleting the connection. After a downgrade the
 * saved connection is shown read-only (the server answers `inPlan: false`)
 * with Upgrade and Delete. The card comes from the settings page's slot, for
 * owners.
 */
export function SsoCard({ context }: { context: GatingContext }) {
  const planLacksSso = !hasPlanFeature(context, 'sso');
  const connection = useSsoConnection();
  const remove = useDeleteSsoConnection();
  const [deleting, setDeleting] = useState(false);
  const current = connection.data ?? null;
  // A connection saved on Enterprise, kept but unused since the plan changed.
  const kept = current !== null && (planLacksSso || !current.inPlan);
  const locked = planLacksSso || kept;
  const deleteButton = current ? (
    <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
      Delete
    </Button>
  ) : null;

  return (
    <ConnectionSettingsCard
      title="Single sign-on"
      icon={IconKey}
      badge={
        current ? (
          kept ? (
            <Badge variant="secondary">Not used</Badge>
          ) : (
            <Badge variant={current.enabled ? 'success' : 'secondary'}>
              {current.enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          )
        ) : null
      }
      description="Let your members sign in through your identity provider with OpenID Connect or SAML 2.0."
      locked={locked}
      planFeature="sso"
      lockedNotice={
        connection.isLoading
          ? null
          : kept
            ? ssoKeptNotice
            : 'Single sign-on is part of the Enterprise plan.'
      }
      lockedAction={deleteButton}
      query={connection}
      loadingLabel="Loading the single sign-on settings"
      errorTitle="Could not load the single sign-on settings"
      action={deleteButton}
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
      {connection.isSuccess && kept && current ? (
        <>
          <SavedConnectionSummary connection={current} />
          <SigningCertificates connection={current} />
        </>
      ) : null}
      {connection.isSuccess && !locked ? (
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
