/** A sidebar link: the route it owns and where it points (with its query for /logs). */
export interface NavigableLink {
  path: string;
  link: string;
}

/** True when `pathname` is `root` or lies below it. */
function isWithin(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/**
 * Whether a sidebar entry is highlighted for the current location (SPEC §2): the path must start
 * with the entry's route; for /logs entries the query must match too — a saved view by its
 * `view`, a log type (when no view is open) by its `type`.
 *
 * @example isLinkActive({ path: '/dashboards', link: '/dashboards' }, '/dashboards/42', '') // true
 * @example isLinkActive({ path: '/logs', link: '/logs?type=trace' }, '/logs', '?type=llm') // false
 */
export function isLinkActive(entry: NavigableLink, pathname: string, search: string): boolean {
  if (!isWithin(pathname, entry.path)) return false;
  const linkQuery = new URLSearchParams(entry.link.split('?')[1] ?? '');
  if (entry.path !== '/logs') return true;
  const current = new URLSearchParams(search);
  const view = linkQuery.get('view');
  if (view) return current.get('view') === view;
  return !current.get('view') && current.get('type') === linkQuery.get('type');
}
