import { roleLabels, type User } from '@lookout/domain';
import { Avatar, Button, Popover, PopoverContent, PopoverTrigger } from '@lookout/ui';
import { IconLogout, IconSelector } from '@tabler/icons-react';
import { ThemeSwitch } from '../../../components/theme-switch';
import { useLogout } from '../api/logout';

/** The signed-in user: who they are, the theme switch, and sign-out. */
export function UserMenu({ user }: { user: Pick<User, 'name' | 'email' | 'role' | 'avatarUrl'> }) {
  const logout = useLogout();
  return (
    <Popover>
      <PopoverTrigger
        aria-label={`Account of ${user.name}`}
        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="sm" />
        <span className="min-w-0 flex-1 truncate">{user.name}</span>
        <IconSelector className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </PopoverTrigger>
      <PopoverContent side="top" align="start" className="flex w-64 flex-col gap-3 p-3">
        <div className="flex items-center gap-2">
          <Avatar name={user.name} email={user.email} src={user.avatarUrl} />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium">{user.name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            <span className="text-xs text-muted-foreground">{roleLabels[user.role]}</span>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-xs font-medium text-muted-foreground">Theme</span>
          <ThemeSwitch className="flex w-full" />
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => logout.mutate()}
          loading={logout.isPending}
        >
          {logout.isPending ? null : <IconLogout className="size-4" aria-hidden />}
          Sign out
        </Button>
      </PopoverContent>
    </Popover>
  );
}
