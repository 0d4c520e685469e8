import type { GatingContext } from '@lookout/rbac';
import { SidebarNav } from '../../features/navigation/components/sidebar-nav';
import { SavedViewsSection } from '../../features/views/components/saved-views-section';

/**
 * The sidebar's main navigation as the shell shows it: the navigation feature's sections with
 * the views feature's saved views in the Views section.
 */
export function MainNav({ context }: { context: GatingContext }) {
  return (
    <SidebarNav
      context={context}
      renderViewsSection={(label) => <SavedViewsSection context={context} label={label} />}
    />
  );
}
