import { can } from '@lookout/rbac';
import { Button } from '@lookout/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRun } from '../../../api/runs/get-run';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { RunViewer } from '../../../components/run-view/run-viewer';
import { isApiError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Where the back link of a run page goes: the list its run belongs to. */
function listOf(type: string | undefined): string {
  if (type === 'thread' || type === 'convo' || type === 'chat') return '/logs?type=thread';
  if (type === 'llm' || type === undefined) return '/logs?type=llm';
  return '/logs?type=trace';
}

/**
 * /logs/{id} for a signed-in user: the run of the selected project full page. A run of another
 * project that was shared still opens, read-only.
 */
export function RunPage({
  memberRole,
  runActions,
}: {
  memberRole: string;
  /** Actions on the project's own run beside the back link (the app passes "Add to dataset"). */
  runActions?: ((runId: string) => ReactNode) | undefined;
}) {
  const { logId = '' } = useParams();
  const navigate = useNavigate();
  const member = can(memberRole, 'logs', 'read');
  const own = useRun(logId);
  useDocumentTitle(own.data?.name ?? 'Run');
  const missing = own.isError && isApiError(own.error) && own.error.status === 404;
  const back = listOf(own.data?.type);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={back}>
            <IconArrowLeft className="size-4" aria-hidden />
            Back to the logs
          </Link>
        </Button>
        {member && own.data ? runActions?.(own.data.id) : null}
      </div>
      {!member ? (
        <RunViewer runId={logId} access="public" headingLevel={1} />
      ) : own.isPending ? (
        <CenteredSpinner label="Loading the run" />
      ) : missing ? (
        <RunViewer runId={logId} access="public" headingLevel={1} />
      ) : (
        <RunViewer
          headingLevel={1}
          runId={logId}
          memberRole={memberRole}
          onDeleted={() => navigate(back, { replace: true })}
        />
      )}
    </div>
  );
}
