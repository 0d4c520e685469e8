import type { Role } from '@lookout/domain';
import { isPathWithin, pathnameOf } from './app-path.js';

/**
 * Roles confined to a few pages, with the routes they may open. SPEC §6: the Analytics Viewer may
 * open only the Analytics page, which is the dashboards area (`/dashboards`, `/dashboards/{id}`);
 * `/analytics` is accepted as its alias.
 */
export const roleAllowedPaths = {
  analytics: ['/dashboards', '/analytics'],
} as const satisfies Partial<Record<Role, readonly string[]>>;

/**
 * The routes `role` is confined to, or `null` when its permissions alone decide.
 *
 * @example allowedPathsForRole('analytics') // ['/dashboards', '/analytics']
 */
export function allowedPathsForRole(role: Role): readonly string[] | null {
  const confined: Partial<Record<Role, readonly string[]>> = roleAllowedPaths;
  return confined[role] ?? null;
}

/** True unless `role` is confined to other pages than `path`. */
export function isPathAllowedForRole(role: Role, path: string): boolean {
  const allowed = allowedPathsForRole(role);
  if (allowed === null) return true;
  const pathname = pathnameOf(path);
  return allowed.some((root) => isPathWithin(pathname, root));
}
