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

export type DatasetAction = 'duplicate' | 'delete';

interface DatasetActionsMenuProps {
  name: string;
  memberRole: Role;
  onAction: (action: DatasetAction) => void;
}

/** Duplicate and delete of one dataset, offered only to roles that may do them. */
export function DatasetActionsMenu({ name, memberRole, onAction }: DatasetActionsMenuProps) {
  const allowed = {
    duplicate: can(memberRole, 'datasets', 'create'),
    delete: can(memberRole, 'datasets', 'delete'),
  };
  if (!allowed.duplicate && !allowed.delete) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
