import type { Alert } from '@lookout/domain';
import { Badge } from '@lookout/ui';

/** An alert's state: firing (red), ok (green), error (amber), or paused when disabled. */
export function AlertStateBadge({ alert }: { alert: Pick<Alert, 'state' | 'enabled'> }) {
  if (!alert.enabled) return <Badge variant="secondary">Paused</Badge>;
  switch (alert.state) {
    case 'firing':
      return <Badge variant="danger">Firing</Badge>;
    case 'error':
      return <Badge variant="warning">Error</Badge>;
    case 'ok':
      return <Badge variant="success">OK</Badge>;
  }
}
