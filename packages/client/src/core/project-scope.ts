/**
 * Paths that are not about one project, so no `?projectId=` is appended to
 * them. Each entry matches the path itself and everything under it.
 */
export const unscopedPaths = [
  { path: '/auth', why: 'signing in happens before any project is chosen' },
  { path: '/users/me', why: 'the signed-in user and their org' },
  { path: '/users/send-verification', why: 'about the signed-in user' },
  { path: '/orgs', why: 'org settings and billing' },
  { path: '/projects', why: 'the list, or one project named by the id in the path' },
  { path: '/team', why: 'members and invitations of the org' },
  { path: '/version', why: 'the server itself' },
  { path: '/audit-logs', why: 'the org trail, filtered by its own project_id' },
] as const satisfies readonly { path: `/${string}`; why: string }[];

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Whether a call gets the selected project appended as `?projectId=`: every
 * path except those in {@link unscopedPaths}. Takes the path without `/v1`.
 * @example isProjectScoped('/runs') // true
 * @example isProjectScoped('/projects/0b8e…/rules') // false
 */
export function isProjectScoped(path: string): boolean {
  const [pathname = ''] = path.split('?');
  const withoutPrefix = pathname.startsWith('/v1/') ? pathname.slice(3) : pathname;
  return !unscopedPaths.some((entry) => matches(withoutPrefix, entry.path));
}
