import { Button, Popover, PopoverContent, PopoverTrigger } from '@lookout/ui';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A page's header actions folded behind one "More actions" button on a phone. The actions are
 * whole controls (switches, menus that open their own menus), so they sit in a panel that keeps
 * Tab order rather than in a list of menu items; Escape or a click outside closes it.
 */
export function PageActionsMenu({ children }: { children: ReactNode }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" aria-label="More actions">
          <IconDots className="size-4" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-label="More actions"
        className="flex w-auto max-w-[calc(100vw-1rem)] flex-col items-stretch gap-2 p-2"
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
