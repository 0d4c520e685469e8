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

export type EvaluatorAction = 'edit' | 'run' | 'delete';

interface EvaluatorActionsMenuProps {
  name: string;
  memberRole: Role;
  onAction: (action: EvaluatorAction) => void;
}

/** Edit, run on existing logs and delete of one evaluator, offered to roles that may do them. */
export function EvaluatorActionsMenu({ name, memberRole, onAction }: EvaluatorActionsMenuProps) {
  const allowed = {
    edit: useWritePermission(memberRole, 'evaluations', 'update'),
    run: useWritePermission(memberRole, 'evaluations', 'run'),
    delete: useWritePermission(memberRole, 'evaluations', 'delete'),
  };
  if (!allowed.edit.permitted && !allowed.run.permitted && !allowed.delete.permitted) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {allowed.edit.permitted ? (
          <DropdownMenuItem onSelect={() => onAction('edit')} {...allowed.edit.controlProps}>
            Edit
          </DropdownMenuItem>
        ) : null}
        {allowed.run.permitted ? (
          <DropdownMenuItem onSelect={() => onAction('run')} {...allowed.run.controlProps}>
            Run on existing logs
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
