import type { Run } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteRun } from '../../api/runs/run-mutations';
import { errorMessage } from '../../lib/api-errors';
import { notifications } from '../../lib/notifications';
import { ConfirmDialog } from '../confirm-dialog';

/** Deletes a run and every run under it, after asking. */
export function DeleteRunButton({ run, onDeleted }: { run: Run; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRun(run.id);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <IconTrash className="size-4" aria-hidden />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this run?"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              notifications.show({
                title: 'Run deleted',
                message: 'It is gone for good.',
                color: 'green',
              });
              onDeleted();
            },
          })
        }
      >
        The run and every run under it (its spans, tool calls and messages) are deleted for good.
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
