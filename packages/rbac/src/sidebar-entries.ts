import type { GatingContext } from './gating-context.js';
import { pageAccess } from './page-access.js';
import type { Resource } from './resources.js';
import {
  type SidebarBadge,
  type SidebarDestinationId,
  type SidebarSectionId,
  sidebarDestinations,
} from './sidebar-catalogue.js';

/** A sidebar destination as one user sees it. */
export interface SidebarEntry {
  id: SidebarDestinationId;
  section: SidebarSectionId;
  label: string;
  /** The route the entry owns; used to match the current page. */
  path: string;
  /** Where the entry points, with its query (`/logs?type=llm`). */
  link: string;
  /** Tabler icon name. */
  icon: string;
  badge: SidebarBadge | null;
  /** The resource the role must be allowed to read. */
  resource: Resource;
  /** Whether this user sees the entry at all. */
  visible: boolean;
}

/**
 * Every fixed sidebar destination in display order, each with its section, link, icon, badge and
 * whether this user sees it (SPEC §2, §6): the role must read its resource and may open its page,
 * beta-only pages need a beta org, Checklists hide for beta orgs on cloud, and Datasets and
 * Checklists need an evalEnabled licence on self-hosted; all of it is `pageAccess`'s decision, and
 * a page the plan lacks stays listed so its page can offer the upgrade. Saved views (the Views section) are not
 * fixed destinations; list them when `canListSavedViews` allows.
 *
 * @example
 * sidebarEntries(context).filter((entry) => entry.visible && entry.section === 'explore')
 */
export function sidebarEntries(context: GatingContext): SidebarEntry[] {
  return sidebarDestinations.map((destination) => {
    const link =
      context.datasetV2Enabled && 'linkWithDatasetV2' in destination
        ? destination.linkWithDatasetV2
        : destination.link;
    const access = pageAccess(context, destination.path).kind;
    const visible = access === 'open' || access === 'plan';
    return {
      id: destination.id,
      section: destination.section,
      label: destination.label,
      path: destination.path,
      link,
      icon: destination.icon,
      badge: destination.badge,
      resource: destination.resource,
      visible,
    };
  });
}
