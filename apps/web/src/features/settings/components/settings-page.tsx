import type { Org, Project } from '@lookout/domain';
import { can, type GatingContext, planLimitsFor } from '@lookout/rbac';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SettingsTabs } from '../../../components/settings-tabs';
import { ApiKeysCard } from './api-keys-card';
import { DeleteProjectCard } from './delete-project-card';
import { EnrichmentsCard } from './enrichments-card';
import { OrgSettingsCard } from './org-settings-card';
import { ProjectSettingsCard } from './project-settings-card';

/** /settings: the selected project, its keys, the org, and deleting the project. */
export function SettingsPage({
  project,
  org,
  context,
  providerKeys,
  dataWarehouse,
  sso,
}: {
  project: Project;
  org: Org;
  context: GatingContext;
  /** The org's provider keys card, loaded on its own by the route. */
  providerKeys?: ReactNode;
  /** The org's data-warehouse card (owners and admins), from its own feature. */
  dataWarehouse?: ReactNode;
  /** The org's single sign-on card (owners), from its own feature. */
  sso?: ReactNode;
}) {
  const { role } = context;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description={`${project.name} · ${org.name}`} />
      <SettingsTabs showAuditLogs={can(role, 'auditLogs', 'list')} />
      <div className="flex flex-col gap-6">
        <ProjectSettingsCard
          project={project}
          canEdit={can(role, 'projects', 'update')}
          historyDays={planLimitsFor(context).historyDays}
        />
        {can(role, 'enrichments', 'list') ? (
          <EnrichmentsCard canEdit={can(role, 'enrichments', 'update')} context={context} />
        ) : null}
        <ApiKeysCard project={project} canRegenerate={can(role, 'privateKeys', 'update')} />
        <OrgSettingsCard
          key={org.id}
          org={org}
          canRename={can(role, 'org', 'update')}
          canRegenerateKey={can(role, 'privateKeys', 'update')}
          canToggleBeta={context.edition === 'self-hosted' && can(role, 'org', 'update')}
        />
        {can(role, 'settings', 'read') ? providerKeys : null}
        {can(role, 'settings', 'update') ? dataWarehouse : null}
        {can(role, 'org', 'update') ? sso : null}
        {can(role, 'projects', 'delete') ? <DeleteProjectCard project={project} /> : null}
      </div>
    </div>
  );
}
