import type { ExperimentStatus } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import { experimentStatusBadges } from '../experiment-status';

/** The experiment's status as a coloured badge. */
export function ExperimentStatusBadge({ status }: { status: ExperimentStatus }) {
  const badge = experimentStatusBadges[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
