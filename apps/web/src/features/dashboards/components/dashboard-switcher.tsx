import type { Dashboard } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconCheck, IconChevronDown, IconHome, IconPlus } from '@tabler/icons-react';

interface DashboardSwitcherProps {
  dashboards: Dashboard[];
  current: Dashboard;
  onOpen: (dashboard: Dashboard) => void;
  /** Absent when the role may not create dashboards. */
  onCreate?: (() => void) | undefined;
  creating?: boolean;
}

/**
 * The dashboard's name as a menu of all the project's dashboards, the home one marked, and
 * "Create Dashboard" (SPEC §2).
 */
export function DashboardSwitcher({
  dashboards,
  current,
  onOpen,
  onCreate,
  creating = false,
}: DashboardSwitcherProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-auto min-w-0 gap-2 px-2 py-1 text-xl font-semibold"
          aria-label={`Dashboard: ${current.name}. Switch dashboard`}
        >
          {current.isHome ? (
            <IconHome className="size-5 text-muted-foreground" aria-label="Home dashboard" />
          ) : null}
          <span className="truncate">{current.name}</span>
          <IconChevronDown className="size-4 text-muted-foreground" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>Dashboards</DropdownMenuLabel>
        {dashboards.map((dashboard) => (
          <DropdownMenuItem
            key={dashboard.id}
            onSelect={() => onOpen(dashboard)}
            aria-current={dashboard.id === current.id ? 'page' : undefined}
          >
            <span className="min-w-0 flex-1 truncate">{dashboard.name}</span>
            {dashboard.isHome ? (
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <IconHome aria-hidden />
                Home
              </span>
            ) : null}
            {dashboard.id === current.id ? (
              <IconCheck className="text-primary!" aria-label="Open" />
            ) : null}
          </DropdownMenuItem>
        ))}
        {onCreate ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onCreate} disabled={creating}>
              <IconPlus aria-hidden />
              {creating ? 'Creating dashboard…' : 'Create Dashboard'}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
