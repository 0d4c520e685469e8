import type { Run } from '@lookout/domain';
import { useWritePermission } from '../../lib/write-permission';
import { CopyButton } from '../copy-button';
import { WriteControls } from '../write-controls';
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
  const feedback = useWritePermission(memberRole, 'logs', 'update');
  const share = useWritePermission(memberRole, 'logs', 'updateVisibility');
  const remove = useWritePermission(memberRole, 'logs', 'delete');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CopyButton value={run.id} text="Copy run id" label="Copy run id" />
      <FeedbackControl run={run} disabled={!feedback.allowed} />
      <WriteControls permission={share}>
        <ShareControl run={run} />
      </WriteControls>
      <WriteControls permission={remove}>
        <DeleteRunButton run={run} onDeleted={onDeleted} />
      </WriteControls>
    </div>
  );
}
