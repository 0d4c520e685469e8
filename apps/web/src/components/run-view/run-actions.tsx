import type { Run } from '@lookout/domain';
import { can } from '@lookout/rbac';
import { CopyButton } from '../copy-button';
import { DeleteRunButton } from './delete-run-button';
import { FeedbackControl } from './feedback-control';
import { ShareControl } from './share-control';

interface RunActionsProps {
  run: Run;
  /** The signed-in user's role; actions they may not take are hidden. */
  memberRole: string;
  onDeleted: () => void;
}

/** What a member can do with a run: copy its id, give feedback, share it, delete it. */
export function RunActions({ run, memberRole, onDeleted }: RunActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CopyButton value={run.id} text="Copy run id" label="Copy run id" />
      <FeedbackControl run={run} disabled={!can(memberRole, 'logs', 'update')} />
      {can(memberRole, 'logs', 'updateVisibility') ? <ShareControl run={run} /> : null}
      {can(memberRole, 'logs', 'delete') ? (
        <DeleteRunButton run={run} onDeleted={onDeleted} />
      ) : null}
    </div>
  );
}
