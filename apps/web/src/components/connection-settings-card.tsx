import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lookout/ui';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-errors';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';
import { CenteredSpinner } from './centered-spinner';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorState } from './error-state';

/** The loading and error states of the card's data (a TanStack query). */
interface CardQuery {
  /** The first fetch is under way (false while the query is disabled). */
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Asking before a connection is deleted, with the delete mutation's progress and error. */
interface DeleteConfirmation {
  open: boolean;
  title: string;
  /** What deleting will do, so the owner can decide. */
  message: ReactNode;
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
  /** The dialog closed without deleting (or after it). */
  onClose: () => void;
}

interface ConnectionSettingsCardProps {
  /** The card's title, also its accessible name. */
  title: string;
  icon: Icon;
  /** Beside the title, e.g. whether the connection is enabled. */
  badge?: ReactNode;
  description: ReactNode;
  /** The org's plan lacks the feature: the card says so and offers the upgrade instead. */
  locked: boolean;
  /** The plan feature the upgrade modal marks. */
  planFeature: string;
  /** What the card says while locked (nothing while its data loads). */
  lockedNotice: ReactNode;
  /** Beside Upgrade while locked (deleting a connection the plan no longer uses). */
  lockedAction?: ReactNode;
  /** The query of the card's data; its loading and error states show whenever it runs. */
  query: CardQuery;
  loadingLabel: string;
  errorTitle: string;
  /** The header's action once unlocked (connect, delete…). */
  action?: ReactNode;
  deletion: DeleteConfirmation;
  /** The settings themselves, below the loading and error states. */
  children: ReactNode;
}

/**
 * The frame of an org connection's settings card (single sign-on, data
 * warehouse): title and description, the plan notice with Upgrade when the
 * plan lacks the feature, the data's loading and error states, and the
 * confirmation before deleting.
 */
export function ConnectionSettingsCard({
  title,
  icon: TitleIcon,
  badge,
  description,
  locked,
  planFeature,
  lockedNotice,
  lockedAction,
  query,
  loadingLabel,
  errorTitle,
  action,
  deletion,
  children,
}: ConnectionSettingsCardProps) {
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const { mutation } = deletion;

  return (
    <Card aria-label={title}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <TitleIcon size={18} aria-hidden />
            {title}
            {badge}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {locked ? (
          <div className="flex items-center gap-2">
            <Button size="sm" variant="outline" onClick={() => showUpgrade(planFeature)}>
              Upgrade
            </Button>
            {lockedAction}
          </div>
        ) : (
          action
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {locked && lockedNotice ? (
          <p className="text-sm text-muted-foreground">{lockedNotice}</p>
        ) : null}
        {query.isLoading ? <CenteredSpinner label={loadingLabel} /> : null}
        {query.isError ? (
          <ErrorState
            title={errorTitle}
            message={errorMessage(query.error)}
            onRetry={() => query.refetch()}
          />
        ) : null}
        {children}
        <ConfirmDialog
          open={deletion.open}
          onOpenChange={(open) => {
            if (!open) {
              deletion.onClose();
              mutation.reset();
            }
          }}
          title={deletion.title}
          confirmLabel="Delete connection"
          pending={mutation.isPending}
          error={mutation.error ? errorMessage(mutation.error) : null}
          onConfirm={deletion.onConfirm}
        >
          {deletion.message}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
