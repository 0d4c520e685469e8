import { fullBleedPathPrefixes, layoutSizes } from '@lookout/domain';
import { can, pageAccess } from '@lookout/rbac';
import { Outlet, useLocation } from 'react-router';
import { TopBarBanners } from '../../features/banners/components/top-bar-banners';
import { UpgradeModalOnDemand } from '../../features/billing/components/upgrade-modal-on-demand';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { NoAccessPage } from '../no-access-page';
import { NotFoundPage } from '../not-found-page';
import { CommandPaletteLauncher } from './command-palette/command-palette-launcher';
import { MobileTopBar } from './mobile-top-bar';
import { PageLoadingBar } from './page-loading-bar';
import type { ShellData } from './shell-context';
import { SidebarContent } from './sidebar-content';
import { usePrefetchSidebarPages } from './use-prefetch-sidebar-pages';

/** Page padding on a phone, in px: 24 px on each side would leave too little of 390 px. */
const narrowPagePadding = 12;

/** Whether `pathname` renders edge to edge, without the page padding (SPEC §2). */
export function isFullBleed(pathname: string): boolean {
  return fullBleedPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Sidebar (200px), banners on top, and the page: padded 24px unless full-bleed. Below 768 px
 * the sidebar is a drawer opened from a top bar, and the page is padded 12px.
 */
export function ShellFrame({ shell }: { shell: ShellData }) {
  const location = useLocation();
  const narrow = useNarrowScreen();
  const { user, org, context } = shell;
  const access = pageAccess(context, `${location.pathname}${location.search}`);
  const canChangePlan = can(context.role, 'billing', 'update');
  const padding = narrow ? narrowPagePadding : layoutSizes.pagePadding;
  usePrefetchSidebarPages(context);

  return (
    <div className={narrow ? 'flex h-full flex-col' : 'flex h-full'}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <PageLoadingBar />
      <CommandPaletteLauncher context={context} />
      {narrow ? (
        <MobileTopBar shell={shell} />
      ) : (
        // The sidebar scrolls its own content: the navigation scrolls inside it while the bottom
        // area stays in view; a window too short even for that scrolls the whole sidebar.
        <aside
          aria-label="Sidebar"
          style={{ width: layoutSizes.sidebarWidth }}
          className="flex min-h-0 shrink-0 flex-col gap-3 overflow-y-auto border-r border-border bg-surface px-2 py-3"
        >
          <SidebarContent shell={shell} />
        </aside>
      )}
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <TopBarBanners user={user} org={org} context={context} />
        <main
          id="main"
          tabIndex={-1}
          className="min-h-0 flex-1 overflow-auto outline-none"
          style={isFullBleed(location.pathname) ? undefined : { padding }}
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
        <UpgradeModalOnDemand org={org} canChangePlan={canChangePlan} />
      ) : null}
    </div>
  );
}
