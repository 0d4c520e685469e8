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

export type EvaluatorAction = 'edit' | 'run' | 'delete';

interface EvaluatorActionsMenuProps {
  name: string;
  memberRole: Role;
  onAction: (action: EvaluatorAction) => void;
}

/** Edit, run on existing logs and delete of one evaluator, offered to roles that may do them. */
export function EvaluatorActionsMenu({ name, memberRole, onAction }: EvaluatorActionsMenuProps) {
  const allowed = {
    edit: can(memberRole, 'evaluations', 'update'),
    run: can(memberRole, 'evaluations', 'run'),
    delete: can(memberRole, 'evaluations', 'delete'),
  };
  if (!allowed.edit && !allowed.run && !allowed.delete) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {allowed.edit ? (
          <DropdownMenuItem onSelect={() => onAction('edit')}>Edit</DropdownMenuItem>
        ) : null}
        {allowed.run ? (
          <DropdownMenuItem onSelect={() => onAction('run')}>Run on existing logs</DropdownMenuItem>
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
