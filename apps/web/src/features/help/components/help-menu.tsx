import type { Edition } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lookout/ui';
import {
  IconBook,
  IconExternalLink,
  IconHelpCircle,
  IconMessageCircle,
  IconSparkles,
} from '@tabler/icons-react';
import { externalLinks } from '../../../lib/external-links';

/** Help: Feedback (cloud only), Documentation and Changelog, each in a new tab (SPEC §1). */
export function HelpMenu({ edition }: { edition: Edition }) {
  const items = [
    ...(edition === 'cloud'
      ? [{ label: 'Feedback', href: externalLinks.feedback, icon: IconMessageCircle }]
      : []),
    { label: 'Documentation', href: externalLinks.documentation, icon: IconBook },
    { label: 'Changelog', href: externalLinks.changelog, icon: IconSparkles },
  ];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="w-full justify-start px-2 font-normal">
          <IconHelpCircle className="size-4 text-muted-foreground" aria-hidden />
          Help
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-52">
        {items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <a href={item.href} target="_blank" rel="noreferrer">
              <item.icon aria-hidden />
              <span className="flex-1">{item.label}</span>
              <IconExternalLink aria-label="(opens in a new tab)" />
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
