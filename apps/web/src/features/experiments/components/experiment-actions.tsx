import type { Experiment } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconPlayerPlay, IconPlayerStop, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import {
  useCancelExperiment,
  useDeleteExperiment,
  useRerunExperiment,
} from '../api/experiment-mutations';
import { isExperimentActive } from '../experiment-status';

interface ExperimentActionsProps {
  projectId: string;
  experiment: Experiment;
  /** Outputs that errored, which "Re-run failed" runs again. */
  failedCount: number;
  /** The role may run, re-run and cancel experiments. */
  canRun: boolean;
  canDelete: boolean;
}

/** Cancel while it runs; Re-run, Re-run failed and Delete once it stopped. */
export function ExperimentActions({
  projectId,
  experiment,
  failedCount,
  canRun,
  canDelete,
}: ExperimentActionsProps) {
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const cancel = useCancelExperiment(projectId, experiment.id);
  const rerun = useRerunExperiment(projectId, experiment.id);
  const remove = useDeleteExperiment(projectId, experiment.id);
  const active = isExperimentActive(experiment.status);

  return (
    <>
      {!canRun ? null : active ? (
        <Button
          variant="outline"
          loading={cancel.isPending}
          disabled={experiment.status === 'running' && cancel.isSuccess}
          onClick={() => cancel.mutate()}
        >
          <IconPlayerStop className="size-4" aria-hidden />
          Cancel
        </Button>
      ) : (
        <>
          <Button
            variant="outline"
            loading={rerun.isPending && rerun.variables === true}
            disabled={failedCount === 0 || rerun.isPending}
            onClick={() => rerun.mutate(true)}
          >
            <IconRefresh className="size-4" aria-hidden />
            Re-run failed
          </Button>
          <Button
            loading={rerun.isPending && rerun.variables === false}
            disabled={rerun.isPending}
            onClick={() => rerun.mutate(false)}
          >
            <IconPlayerPlay className="size-4" aria-hidden />
            Re-run
          </Button>
        </>
      )}
      {canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Delete experiment"
          onClick={() => setConfirmDelete(true)}
        >
          <IconTrash className="size-4" aria-hidden />
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => {
          setConfirmDelete(open);
          if (!open) remove.reset();
        }}
        title="Delete experiment"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => navigate('/experiments', { replace: true }) })
        }
      >
        {`"${experiment.name}" and all its outputs and grades are deleted for good. The dataset is kept.`}
      </ConfirmDialog>
    </>
  );
}
