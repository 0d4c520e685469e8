import type { ExperimentCheckResult } from '@lookout/domain';
import { Badge, Tooltip, TooltipContent, TooltipTrigger } from '@lookout/ui';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';

/** What a check's verdict reads as, for the chip and for screen readers. */
function verdict(check: ExperimentCheckResult) {
  if (check.error !== null)
    return { word: 'error', variant: 'warning', Icon: IconAlertTriangle } as const;
  if (check.passed === true)
    return { word: 'passed', variant: 'success', Icon: IconCheck } as const;
  if (check.passed === false) return { word: 'failed', variant: 'danger', Icon: IconX } as const;
  return { word: 'not graded', variant: 'secondary', Icon: null } as const;
}

/**
 * One check's pass/fail chip; its reason (or error) shows on hover and on keyboard focus. It is
 * a button, not a link: a checklist's checks have no evaluator page, and an evaluator deleted
 * since the run would lead nowhere. A long name is cut to its output's column.
 */
export function CheckChip({ check }: { check: ExperimentCheckResult }) {
  const { word, variant, Icon } = verdict(check);
  const reason =
    check.error ??
    [check.reason, check.score === null ? null : `Score ${check.score}`]
      .filter(Boolean)
      .join(' · ');
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={`${check.name}: ${word}`}
          aria-description={reason || undefined}
          className="max-w-full min-w-0 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Badge variant={variant} className="max-w-full">
            {Icon ? <Icon aria-hidden /> : null}
            <span className="truncate">{check.name}</span>
          </Badge>
        </button>
      </TooltipTrigger>
      <TooltipContent>{reason || 'No reason given.'}</TooltipContent>
    </Tooltip>
  );
}
