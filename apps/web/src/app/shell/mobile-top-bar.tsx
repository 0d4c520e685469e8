import { Button, Dialog, DialogContent, DialogTitle, DialogTrigger } from '@lookout/ui';
import { IconMenu2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LookoutLogo } from '../../components/lookout-logo';
import type { ShellData } from './shell-context';
import { SidebarContent } from './sidebar-content';

/**
 * The top bar of a phone-sized window: a menu button that opens the sidebar as a drawer (a
 * dialog: focus stays inside, Escape closes) and the logo. The drawer closes on navigation: it
 * is open only at the location where it was opened.
 */
export function MobileTopBar({ shell }: { shell: ShellData }) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  return (
    <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border bg-surface px-2">
      <Dialog open={open} onOpenChange={(next) => setOpenedAt(next ? location.key : null)}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open navigation">
            <IconMenu2 className="size-5" aria-hidden />
          </Button>
        </DialogTrigger>
        <DialogContent
          aria-describedby={undefined}
          className="top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 gap-3 rounded-none border-y-0 border-l-0 px-2 py-3"
        >
          <DialogTitle className="sr-only">Navigation</DialogTitle>
          <SidebarContent shell={shell} />
        </DialogContent>
      </Dialog>
      <Link
        to="/"
        aria-label="Lookout home"
        className="rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LookoutLogo />
      </Link>
    </header>
  );
}
