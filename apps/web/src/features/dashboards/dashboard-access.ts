import {
  type Action,
  canWrite,
  type GatingContext,
  hasPlanFeature,
  type Resource,
} from '@lookout/rbac';

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
 * The dashboard actions of a role on a plan and edition in project `projectId`. The Analytics
 * Viewer reads only; a seat or project left read-only by a downgrade (`context.readOnly`) too.
 *
 * @example dashboardAccess({ ...context, role: 'viewer' }).update // false
 */
export function dashboardAccess(
  context: GatingContext,
  projectId: string | null = null,
): DashboardAccess {
  const may = (resource: Resource, action: Action) =>
    canWrite(context, { resource, action, projectId });
  return {
    create: may('dashboards', 'create'),
    update: may('dashboards', 'update'),
    delete: may('dashboards', 'delete'),
    buildCharts: may('charts', 'create') && may('charts', 'update'),
    createNeedsUpgrade: !hasPlanFeature(context, 'dashboards'),
  };
}
