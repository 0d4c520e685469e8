import type { Role } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDots } from '@tabler/icons-react';
import { useWritePermission } from '../../../lib/write-permission';

export type PromptAction = 'rename' | 'duplicate' | 'delete';

interface PromptActionsMenuProps {
  slug: string;
  memberRole: Role;
  onAction: (action: PromptAction) => void;
}

/** Rename, duplicate and delete of one template, offered only to roles that may do them. */
export function PromptActionsMenu({ slug, memberRole, onAction }: PromptActionsMenuProps) {
  const allowed = {
    rename: useWritePermission(memberRole, 'prompts', 'update'),
    duplicate: useWritePermission(memberRole, 'prompts', 'create'),
    delete: useWritePermission(memberRole, 'prompts', 'delete'),
  };
  if (!allowed.rename.permitted && !allowed.duplicate.permitted && !allowed.delete.permitted) {
    return null;
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${slug}`}>
          <IconDots className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {allowed.rename.permitted ? (
          <DropdownMenuItem onSelect={() => onAction('rename')} {...allowed.rename.controlProps}>
            Rename
          </DropdownMenuItem>
        ) : null}
        {allowed.duplicate.permitted ? (
          <DropdownMenuItem
            onSelect={() => onAction('duplicate')}
            {...allowed.duplicate.controlProps}
          >
            Duplicate
          </DropdownMenuItem>
        ) : null}
        {allowed.delete.permitted ? (
          <DropdownMenuItem
            variant="danger"
            onSelect={() => onAction('delete')}
            {...allowed.delete.controlProps}
          >
            Delete
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
