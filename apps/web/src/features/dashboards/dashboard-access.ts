import { can, type GatingContext, hasPlanFeature } from '@lookout/rbac';

/** What the signed-in user may do on the dashboards pages (RBAC matrix, SPEC §6, §9). */
export interface DashboardAccess {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** Charts may be built and edited (`charts` create/update). */
  buildCharts: boolean;
  /**
   * On the cloud edition, dashboards beyond the home one are a team and enterprise feature
   * (the server refuses them with plan_required): on free "Create Dashboard" offers the upgrade.
   */
  createNeedsUpgrade: boolean;
}

/**
 * The dashboard actions of a role on a plan and edition. The Analytics Viewer reads only.
 *
 * @example dashboardAccess({ ...context, role: 'viewer' }).update // false
 */
export function dashboardAccess(context: GatingContext): DashboardAccess {
  return {
    create: can(context.role, 'dashboards', 'create'),
    update: can(context.role, 'dashboards', 'update'),
    delete: can(context.role, 'dashboards', 'delete'),
    buildCharts: can(context.role, 'charts', 'create') && can(context.role, 'charts', 'update'),
    createNeedsUpgrade: !hasPlanFeature(context, 'dashboards'),
  };
}
