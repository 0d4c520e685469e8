import type { GatingContext } from './gating-context.js';
import { pageAccess } from './page-access.js';

/**
 * True when this user may open `path` (a pathname, optionally with query and hash): `pageAccess`
 * finds no reason against it.
 *
 * @example
 * canOpenPath({ ...context, role: 'analytics' }, '/dashboards/42') // true
 * canOpenPath({ ...context, role: 'analytics' }, '/logs?type=llm') // false
 */
export function canOpenPath(context: GatingContext, path: string): boolean {
  return pageAccess(context, path).kind === 'open';
}
