import { isPathWithin, pathnameOf } from './app-path.js';
import { can } from './can.js';
import type { GatingContext } from './gating-context.js';
import { isPathAllowedForRole } from './role-paths.js';
import { sidebarEntries } from './sidebar-entries.js';
import { canSeeBillingItem, canSeeSettingsButton, canSeeTeamItem } from './ui-gating.js';

/** Routes outside the signed-in shell (SPEC §2); the sign-in guard, not the role, decides them. */
const publicPaths = [
  '/login',
  '/signup',
  '/join',
  '/request-password-reset',
  '/reset-password',
  '/auth',
  '/verify-email',
] as const;

/** A single log (`/logs/{id}`) can be shared publicly and is viewed without the shell. */
const sharedLogPath = /^\/logs\/[^/]+$/;

/** Pages reached from the project menu or by address, and who may open them. */
const guardedPages = [
  { path: '/settings', mayOpen: canSeeSettingsButton },
  { path: '/billing', mayOpen: canSeeBillingItem },
  { path: '/team', mayOpen: canSeeTeamItem },
  { path: '/analytics', mayOpen: (context) => can(context.role, 'analytics', 'read') },
] as const satisfies readonly { path: string; mayOpen: (context: GatingContext) => boolean }[];

/**
 * True when this user may open `path` (a pathname, optionally with query and hash). Public routes
 * and `/` (which redirects home) are always open. A role confined to some pages (the Analytics
 * Viewer) opens only those. A sidebar page opens when its entry is visible; settings, billing
 * and team open when their menu item shows. Any other path is left to the router's not-found page.
 *
 * @example
 * canOpenPath({ ...context, role: 'analytics' }, '/dashboards/42') // true
 * canOpenPath({ ...context, role: 'analytics' }, '/logs?type=llm') // false
 */
export function canOpenPath(context: GatingContext, path: string): boolean {
  const pathname = pathnameOf(path);
  if (pathname === '/' || sharedLogPath.test(pathname)) return true;
  if (publicPaths.some((root) => isPathWithin(pathname, root))) return true;
  if (!isPathAllowedForRole(context.role, pathname)) return false;

  const entries = sidebarEntries(context).filter((entry) => isPathWithin(pathname, entry.path));
  if (entries.length > 0) return entries.some((entry) => entry.visible);

  const page = guardedPages.find((guarded) => isPathWithin(pathname, guarded.path));
  return page === undefined || page.mayOpen(context);
}
