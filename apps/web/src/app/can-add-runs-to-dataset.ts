import { can, type GatingContext, pageAccess } from '@lookout/rbac';

/**
 * Whether the logs and the run view offer "Add to dataset": the org uses datasets v2 (runs are
 * added through its items), may open the datasets page (licence) and the role may change datasets.
 */
export function canAddRunsToDataset(context: GatingContext): boolean {
  return (
    context.datasetV2Enabled &&
    can(context.role, 'datasets', 'update') &&
    pageAccess(context, '/datasets/v2').kind === 'open'
  );
}
