import { canWrite } from '@lookout/rbac';
import { Link } from 'react-router';
import { LookoutLogo } from '../../components/lookout-logo';
import { HelpMenu } from '../../features/help/components/help-menu';
import { StarCard } from '../../features/help/components/star-card';
import { ProjectSelector } from '../../features/projects/components/project-selector';
import { UserMenu } from '../../features/user-menu/components/user-menu';
import { MainNav } from './main-nav';
import type { ShellData } from './shell-context';

/**
 * What the sidebar holds: the logo, the project selector, the navigation and, at the bottom,
 * help and the account. The same on a wide screen (a fixed column) and a phone (a drawer).
 */
export function SidebarContent({ shell }: { shell: ShellData }) {
  const { user, context } = shell;
  return (
    <>
      <Link
        to="/"
        aria-label="Lookout home"
        className="rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LookoutLogo />
      </Link>
      <ProjectSelector
        context={context}
        canCreateProject={canWrite(context, { resource: 'projects', action: 'create' })}
      />
      <div className="-mx-2 min-h-24 flex-1 overflow-y-auto px-2">
        <MainNav context={context} />
      </div>
      <div className="flex shrink-0 flex-col gap-1 border-t border-border pt-2">
        <StarCard />
        <HelpMenu edition={context.edition} />
        <UserMenu user={user} />
      </div>
    </>
  );
}
