import { can } from '@lookout/rbac';
import { DataWarehouseCard } from '../../features/data-warehouse/components/data-warehouse-card';
import { ProviderKeysCard } from '../../features/settings/components/provider-keys-card';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { SsoCard } from '../../features/sso/components/sso-card';
import { useShell } from '../shell/shell-context';

/** `/settings`: the project and org settings, with the org's provider keys card. */
export function SettingsRoute() {
  const { project, org, context } = useShell();
  return (
    <SettingsPage
      key={project.id}
      project={project}
      org={org}
      context={context}
      providerKeys={<ProviderKeysCard canManage={can(context.role, 'settings', 'update')} />}
      dataWarehouse={<DataWarehouseCard context={context} />}
      sso={<SsoCard context={context} />}
    />
  );
}
