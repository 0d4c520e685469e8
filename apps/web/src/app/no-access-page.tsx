import { type Plan, planCatalogue, planFeatureRows, roleLabels } from '@lookout/domain';
import type { PageAccess } from '@lookout/rbac';
import { Button } from '@lookout/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { externalLinks } from '../lib/external-links';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';

/** The reasons a page stays closed that a message can explain (`absent` is "not found"). */
export type ClosedPage = Exclude<PageAccess, { kind: 'open' } | { kind: 'absent' }>;

interface NoAccessPageProps {
  access: ClosedPage;
  org: { name: string; plan: Plan };
  edition: 'cloud' | 'self-hosted';
  /** The user may change the plan (billing:update), so the plan message offers the upgrade. */
  canChangePlan: boolean;
}

/**
 * A signed-in page this user cannot open, saying the real reason and what to do: the role
 * (ask an owner or admin), the licence (how to enable evaluations), the beta flag (how the org
 * gets it) or, on cloud, the plan that includes it with the upgrade.
 */
export function NoAccessPage({ access, org, edition, canChangePlan }: NoAccessPageProps) {
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  let title: string;
  let body: ReactNode;
  let action: ReactNode = (
    <Button asChild variant="outline">
      <Link to="/">Go home</Link>
    </Button>
  );
  switch (access.kind) {
    case 'role':
      title = 'You do not have access to this page';
      body = `Your role, ${roleLabels[access.role]}, cannot open this page. Ask an owner or admin of ${org.name} to change your role if you need it.`;
      break;
    case 'licence':
      title = `${access.page} needs an evaluations licence`;
      body = (
        <>
          Datasets, checklists and evaluations are included when this server's licence has
          evaluations enabled. Whoever runs this server sets <code>LOOKOUT_LICENSE_KEY</code> and{' '}
          <code>LOOKOUT_LICENSE_PUBLIC_KEY</code> to such a licence and restarts Lookout.{' '}
          <a
            href={externalLinks.documentation}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary-ink underline-offset-2 hover:underline"
          >
            How to enable evaluations
          </a>
        </>
      );
      break;
    case 'beta':
      title = `${access.page} is a beta feature`;
      body =
        edition === 'cloud' ? (
          `Beta features are turned on per organization, and ${org.name} does not have them yet. Ask the Lookout team to add ${org.name} to the beta.`
        ) : (
          <>
            Beta features are turned on per organization, and {org.name} does not have them yet.
            Whoever runs this server turns them on with <code>LOOKOUT_BETA_ORGS</code> (see the
            README) and restarts Lookout.
          </>
        );
      break;
    case 'plan': {
      const feature = planFeatureRows.find((row) => row.id === access.feature)?.title;
      const planName = planCatalogue[access.plan].name;
      title = `${access.page} is part of the ${planName} plan`;
      body = `${feature ?? access.page} is not included in the ${planCatalogue[org.plan].name} plan. ${
        canChangePlan
          ? `Upgrade to ${planName} to open ${access.page}.`
          : `Ask an owner or admin of ${org.name} to upgrade to ${planName}.`
      }`;
      if (canChangePlan) {
        action = <Button onClick={() => showUpgrade(access.feature)}>Upgrade to {planName}</Button>;
      }
      break;
    }
  }
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{body}</p>
      {action}
    </div>
  );
}
