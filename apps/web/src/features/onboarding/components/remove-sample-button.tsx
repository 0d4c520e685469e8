import { Button } from '@lookout/ui';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { removeSampleData } from '../api/sample-data';

/** Deletes the runs the sample loader made (and the sample end users), after asking. */
export function RemoveSampleButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeSampleData,
    onSuccess: (count) => {
      setOpen(false);
      notifications.show({
        title: 'Sample data removed',
        message: `${count} sample runs were deleted.`,
        color: 'green',
      });
      void queryClient.invalidateQueries({ queryKey: ['runs'] });
    },
  });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <IconTrash className="size-4" aria-hidden />
        Remove sample data
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove the sample data?"
        confirmLabel="Remove"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate()}
      >
        Every run loaded as sample data is deleted, with the runs under it, and so are the three
        sample end users. Your own runs stay, even those you tagged "sample".
      </ConfirmDialog>
    </>
  );
}
