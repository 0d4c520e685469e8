import type { EvaluatorMode } from '@lookout/domain';
import { Badge } from '@lookout/ui';

/** Realtime evaluators grade new production runs; manual ones run when asked. */
export function EvaluatorModeBadge({ mode }: { mode: EvaluatorMode }) {
  return mode === 'realtime' ? (
    <Badge variant="success" title="Grades new production runs as they arrive">
      Realtime
    </Badge>
  ) : (
    <Badge variant="secondary" title="Runs when you ask it to">
      Manual
    </Badge>
  );
}
