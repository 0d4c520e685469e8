import { fullBleedPathPrefixes, layoutSizes } from '@lookout/domain';
import { can, pageAccess } from '@lookout/rbac';
import { Link, Outlet, useLocation } from 'react-router';
import { LookoutLogo } from '../../components/lookout-logo';
import { TopBarBanners } from '../../features/banners/components/top-bar-banners';
import { UpgradeModal } from '../../features/billing/components/upgrade-modal';
import { HelpMenu } from '../../features/help/components/help-menu';
import { StarCard } from '../../features/help/components/star-card';
import { ProjectSelector } from '../../features/projects/components/project-selector';
import { UserMenu } from '../../features/user-menu/components/user-menu';
import { NoAccessPage } from '../no-access-page';
import { NotFoundPage } from '../not-found-page';
import { CommandPaletteLauncher } from './command-palette/command-palette-launcher';
import { MainNav } from './main-nav';
import type { ShellData } from './shell-context';

/** Whether `pathname` renders edge to edge, without the page padding (SPEC §2). */
export function isFullBleed(pathname: string): boolean {
  return fullBleedPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/** Sidebar (200px), banners on top, and the page: padded 24px unless full-bleed. */
export function ShellFrame({ shell }: { shell: ShellData }) {
  const location = useLocation();
  const { user, org, context } = shell;
  const access = pageAccess(context, `${location.pathname}${location.search}`);
  const canChangePlan = can(context.role, 'billing', 'update');

  return (
    <div className="flex h-full">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <CommandPaletteLauncher context={context} />
      {/* The sidebar scrolls its own content: the navigation scrolls inside it while the bottom
          area stays in view; a window too short even for that scrolls the whole sidebar. */}
      <aside
        aria-label="Sidebar"
        style={{ width: layoutSizes.sidebarWidth }}
        className="flex min-h-0 shrink-0 flex-col gap-3 overflow-y-auto border-r border-border bg-surface px-2 py-3"
      >
        <Link
          to="/"
          aria-label="Lookout home"
          className="rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LookoutLogo />
        </Link>
        <ProjectSelector
          context={context}
          canCreateProject={can(context.role, 'projects', 'create')}
        />
        <div className="-mx-2 min-h-24 flex-1 overflow-y-auto px-2">
          <MainNav context={context} />
        </div>
        <div className="flex shrink-0 flex-col gap-1 border-t border-border pt-2">
          <StarCard />
          <HelpMenu edition={context.edition} />
          <UserMenu user={user} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBarBanners user={user} org={org} context={context} />
        <main
          id="main"
          tabIndex={-1}
          className="min-h-0 flex-1 overflow-auto outline-none"
          style={isFullBleed(location.pathname) ? undefined : { padding: layoutSizes.pagePadding }}
        >
          {access.kind === 'open' ? (
            <Outlet />
          ) : access.kind === 'absent' ? (
            <NotFoundPage />
          ) : (
            <NoAccessPage
              access={access}
              org={org}
              edition={context.edition}
              canChangePlan={canChangePlan}
            />
          )}
        </main>
      </div>
      {/* A self-hosted install has every plan feature: nothing to upgrade to (DESIGN §11). */}
      {context.edition === 'cloud' ? (
        <UpgradeModal org={org} canChangePlan={canChangePlan} />
      ) : null}
    </div>
  );
}
