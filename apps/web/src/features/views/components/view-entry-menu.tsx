import type { View } from '@lookout/domain';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useDeleteView, useUpdateView } from '../api/views-api';
import { ViewFormDialogOnDemand } from './view-form-dialog-on-demand';

/**
 * The "…" menu of a saved view in the sidebar: rename (name and icon) or delete after a
 * confirmation. Deleting the view that is open leaves the logs on the same type and filters.
 */
export function ViewEntryMenu({ view }: { view: View }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const update = useUpdateView();
  const remove = useDeleteView();
  const location = useLocation();
  const navigate = useNavigate();

  function close(open: boolean) {
    if (open) return;
    setDialog(null);
    update.reset();
    remove.reset();
  }

  function confirmDelete() {
    remove.mutate(view.id, {
      onSuccess: () => {
        setDialog(null);
        const params = new URLSearchParams(location.search);
        if (location.pathname.startsWith('/logs') && params.get('view') === view.id) {
          params.delete('view');
          void navigate(`/logs?${params.toString()}`, { replace: true });
        }
      },
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Actions for ${view.name}`}
          className="flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <IconDots className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-40">
          <DropdownMenuItem onSelect={() => setDialog('rename')}>
            <IconPencil className="size-4" aria-hidden />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('delete')}>
            <IconTrash className="size-4" aria-hidden />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ViewFormDialogOnDemand
        open={dialog === 'rename'}
        onOpenChange={close}
        title="Rename view"
        submitLabel="Save"
        initial={{ name: view.name, icon: view.icon }}
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
        onSubmit={(values) =>
          update.mutate({ id: view.id, ...values }, { onSuccess: () => setDialog(null) })
        }
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete view"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      >
        The view “{view.name}” will be deleted for everyone in this project. The logs it shows stay.
      </ConfirmDialog>
    </>
  );
}
