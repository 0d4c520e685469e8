import { canWrite, type GatingContext, pageAccess } from '@lookout/rbac';

/**
 * Whether the logs and the run view offer "Add to dataset": the org uses datasets v2 (runs are
 * added through its items), may open the datasets page (licence), and the role may change datasets
 * in project `projectId` (not when a downgrade left the seat or the project read-only).
 */
export function canAddRunsToDataset(context: GatingContext, projectId: string): boolean {
  return (
    context.datasetV2Enabled &&
    canWrite(context, { resource: 'datasets', action: 'update', projectId }) &&
    pageAccess(context, '/datasets/v2').kind === 'open'
  );
}
