import type { Org, Project } from '@lookout/domain';
import { can, type GatingContext, planLimitsFor } from '@lookout/rbac';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SettingsTabs } from '../../../components/settings-tabs';
import { PlanReadOnlyFieldset } from '../../../components/write-controls';
import { useWritePermission } from '../../../lib/write-permission';
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
  const projectWrite = useWritePermission(role, 'projects', 'update');
  const enrichmentsWrite = useWritePermission(role, 'enrichments', 'update');
  const projectKeyWrite = useWritePermission(role, 'privateKeys', 'update');
  const orgWrite = useWritePermission(role, 'org', 'update');
  const orgKeyWrite = useWritePermission(role, 'privateKeys', 'update', { scope: 'org' });
  const orgSettingsWrite = useWritePermission(role, 'settings', 'update', { scope: 'org' });
  const projectDelete = useWritePermission(role, 'projects', 'delete');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Settings" description={`${project.name} · ${org.name}`} />
      <SettingsTabs showAuditLogs={can(role, 'auditLogs', 'list')} />
      <div className="flex flex-col gap-6">
        <PlanReadOnlyFieldset permission={projectWrite}>
          <ProjectSettingsCard
            project={project}
            canEdit={projectWrite.permitted}
            historyDays={planLimitsFor(context).historyDays}
          />
        </PlanReadOnlyFieldset>
        {can(role, 'enrichments', 'list') ? (
          <PlanReadOnlyFieldset permission={enrichmentsWrite}>
            <EnrichmentsCard canEdit={enrichmentsWrite.permitted} context={context} />
          </PlanReadOnlyFieldset>
        ) : null}
        <PlanReadOnlyFieldset permission={projectKeyWrite}>
          <ApiKeysCard project={project} canRegenerate={projectKeyWrite.permitted} />
        </PlanReadOnlyFieldset>
        <PlanReadOnlyFieldset permission={orgWrite}>
          <OrgSettingsCard
            key={org.id}
            org={org}
            canRename={orgWrite.permitted}
            canRegenerateKey={orgKeyWrite.allowed}
            canToggleBeta={context.edition === 'self-hosted' && orgWrite.permitted}
          />
        </PlanReadOnlyFieldset>
        {can(role, 'settings', 'read') ? (
          <PlanReadOnlyFieldset permission={orgSettingsWrite}>{providerKeys}</PlanReadOnlyFieldset>
        ) : null}
        {orgSettingsWrite.permitted ? (
          <PlanReadOnlyFieldset permission={orgSettingsWrite}>{dataWarehouse}</PlanReadOnlyFieldset>
        ) : null}
        {orgWrite.permitted ? (
          <PlanReadOnlyFieldset permission={orgWrite}>{sso}</PlanReadOnlyFieldset>
        ) : null}
        {projectDelete.permitted ? (
          <PlanReadOnlyFieldset permission={projectDelete}>
            <DeleteProjectCard project={project} />
          </PlanReadOnlyFieldset>
        ) : null}
      </div>
    </div>
  );
}
