import type { Dashboard } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDots, IconHome, IconPencil, IconTrash } from '@tabler/icons-react';

interface DashboardActionsMenuProps {
  dashboard: Dashboard;
  onRename?: (() => void) | undefined;
  onSetHome?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** Why the home dashboard's delete is disabled: the server refuses it (409). */
export const homeDeleteReason = 'The home dashboard cannot be deleted: make another one home first';

/**
 * Rename, set as home and delete, each shown only to roles that may; delete is disabled on the
 * home dashboard with the reason beside it.
 */
export function DashboardActionsMenu({
  dashboard,
  onRename,
  onSetHome,
  onDelete,
}: DashboardActionsMenuProps) {
  if (!onRename && !onSetHome && !onDelete) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Dashboard actions">
          <IconDots aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {onRename ? (
          <DropdownMenuItem onSelect={onRename}>
            <IconPencil aria-hidden />
            Rename
          </DropdownMenuItem>
        ) : null}
        {onSetHome ? (
          <DropdownMenuItem onSelect={onSetHome} disabled={dashboard.isHome}>
            <IconHome aria-hidden />
            {dashboard.isHome ? 'This is the home dashboard' : 'Set as home'}
          </DropdownMenuItem>
        ) : null}
        {onDelete ? (
          <DropdownMenuItem
            variant="danger"
            onSelect={onDelete}
            disabled={dashboard.isHome}
            aria-describedby={dashboard.isHome ? 'home-delete-reason' : undefined}
          >
            <IconTrash aria-hidden />
            <span className="flex flex-col">
              Delete
              {dashboard.isHome ? (
                <span id="home-delete-reason" className="text-xs text-muted-foreground">
                  {homeDeleteReason}
                </span>
              ) : null}
            </span>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
