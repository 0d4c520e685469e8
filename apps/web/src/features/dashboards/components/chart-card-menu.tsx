import type { ChartPlacement } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { canMove, type LayoutMove, layoutMoveLabels } from '../dashboard-layout';

interface ChartCardMenuProps {
  title: string;
  layout: readonly ChartPlacement[];
  chartId: string;
  /** Absent unless the chart is a custom one the role may edit. */
  onEdit?: (() => void) | undefined;
  /** Absent when the role may not change the dashboard. */
  onMove?: ((move: LayoutMove) => void) | undefined;
  onRemove?: (() => void) | undefined;
}

const moves = Object.keys(layoutMoveLabels) as LayoutMove[];

/**
 * A chart card's menu: edit a custom chart, the keyboard alternatives to dragging and resizing
 * (each disabled when it would change nothing), and remove from the dashboard.
 */
export function ChartCardMenu({
  title,
  layout,
  chartId,
  onEdit,
  onMove,
  onRemove,
}: ChartCardMenuProps) {
  if (!onEdit && !onMove && !onRemove) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7" aria-label={`Actions for ${title}`}>
          <IconDots aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onEdit ? (
          <DropdownMenuItem onSelect={onEdit}>
            <IconPencil aria-hidden />
            Edit chart
          </DropdownMenuItem>
        ) : null}
        {onMove ? (
          <>
            {onEdit ? <DropdownMenuSeparator /> : null}
            {moves.map((move) => (
              <DropdownMenuItem
                key={move}
                onSelect={() => onMove(move)}
                disabled={!canMove(layout, chartId, move)}
              >
                {layoutMoveLabels[move]}
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        {onRemove ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="danger" onSelect={onRemove}>
              <IconTrash aria-hidden />
              Remove from dashboard
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
