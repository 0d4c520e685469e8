import type { Role } from '@lookout/domain';
import { can } from '@lookout/rbac';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDots } from '@tabler/icons-react';

export type PromptAction = 'rename' | 'duplicate' | 'delete';

interface PromptActionsMenuProps {
  slug: string;
  memberRole: Role;
  onAction: (action: PromptAction) => void;
}

/** Rename, duplicate and delete of one template, offered only to roles that may do them. */
export function PromptActionsMenu({ slug, memberRole, onAction }: PromptActionsMenuProps) {
  const allowed = {
    rename: can(memberRole, 'prompts', 'update'),
    duplicate: can(memberRole, 'prompts', 'create'),
    delete: can(memberRole, 'prompts', 'delete'),
  };
  if (!allowed.rename && !allowed.duplicate && !allowed.delete) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${slug}`}>
          <IconDots className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {allowed.rename ? (
          <DropdownMenuItem onSelect={() => onAction('rename')}>Rename</DropdownMenuItem>
        ) : null}
        {allowed.duplicate ? (
          <DropdownMenuItem onSelect={() => onAction('duplicate')}>Duplicate</DropdownMenuItem>
        ) : null}
        {allowed.delete ? (
          <DropdownMenuItem variant="danger" onSelect={() => onAction('delete')}>
            Delete
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
