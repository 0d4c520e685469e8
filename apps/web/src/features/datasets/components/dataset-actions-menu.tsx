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

export type DatasetAction = 'duplicate' | 'delete';

interface DatasetActionsMenuProps {
  name: string;
  memberRole: Role;
  onAction: (action: DatasetAction) => void;
}

/** Duplicate and delete of one dataset, offered only to roles that may do them. */
export function DatasetActionsMenu({ name, memberRole, onAction }: DatasetActionsMenuProps) {
  const allowed = {
    duplicate: useWritePermission(memberRole, 'datasets', 'create'),
    delete: useWritePermission(memberRole, 'datasets', 'delete'),
  };
  if (!allowed.duplicate.permitted && !allowed.delete.permitted) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
