import { can } from './can.js';
import type { GatingContext } from './gating-context.js';
import { hasEvalLicense } from './license.js';
import type { Resource } from './resources.js';
import { isPathAllowedForRole } from './role-paths.js';
import {
  type SidebarBadge,
  type SidebarCondition,
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

const conditionHolds = {
  betaOrg: (context) => context.beta,
  notBetaOnCloud: (context) => !(context.beta && context.edition === 'cloud'),
  evalLicense: hasEvalLicense,
} as const satisfies Record<SidebarCondition, (context: GatingContext) => boolean>;

/**
 * Every fixed sidebar destination in display order, each with its section, link, icon, badge and
 * whether this user sees it (SPEC §2, §6): the role must read its resource and may open its page,
 * beta-only pages need a beta org, Checklists hide for beta orgs on cloud, and Datasets and
 * Checklists need an evalEnabled licence on self-hosted. Saved views (the Views section) are not
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
    const visible =
      can(context.role, destination.resource, 'read') &&
      isPathAllowedForRole(context.role, destination.path) &&
      destination.conditions.every((condition: SidebarCondition) =>
        conditionHolds[condition](context),
      );
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
