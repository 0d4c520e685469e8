import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@lookout/ui';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-errors';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
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
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const [deleting, setDeleting] = useState(false);
  const current = connection.data ?? null;

  return (
    <Card aria-label="Single sign-on">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <IconKey size={18} aria-hidden />
            Single sign-on
            {current ? (
              <Badge variant={current.enabled ? 'success' : 'secondary'}>
                {current.enabled ? 'Enabled' : 'Disabled'}
              </Badge>
            ) : null}
          </CardTitle>
          <CardDescription>
            Let your members sign in through your identity provider with OpenID Connect or SAML 2.0.
          </CardDescription>
        </div>
        {locked ? (
          <Button size="sm" variant="outline" onClick={() => showUpgrade('sso')}>
            Upgrade
          </Button>
        ) : current ? (
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {locked ? (
          <p className="text-sm text-muted-foreground">
            Single sign-on is part of the Enterprise plan.
          </p>
        ) : null}
        {!locked && connection.isPending ? (
          <CenteredSpinner label="Loading the single sign-on settings" />
        ) : null}
        {!locked && connection.isError ? (
          <ErrorState
            title="Could not load the single sign-on settings"
            message={errorMessage(connection.error)}
            onRetry={() => connection.refetch()}
          />
        ) : null}
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
        <ConfirmDialog
          open={deleting}
          onOpenChange={(open) => {
            if (!open) {
              setDeleting(false);
              remove.reset();
            }
          }}
          title="Delete single sign-on"
          confirmLabel="Delete connection"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDeleting(false) })}
        >
          Members will sign in with their passwords again, and anyone who only ever signed in
          through your provider will need to reset theirs.
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
