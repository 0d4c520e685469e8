import type { RunListType, View } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useCreateView, useUpdateView } from '../api/views-api';
import { viewFiltersDiffer } from '../view-filters';
import { ViewFormDialogOnDemand } from './view-form-dialog-on-demand';

interface ViewActionsProps {
  type: RunListType;
  /** The filter string applied on the page now. */
  filters: string;
  /** The saved view open in the page (`?view=`), once loaded. */
  view: View | undefined;
  /** `?view=` is in the URL (the view may still be loading). */
  viewOpen: boolean;
}

/**
 * The logs toolbar's view button: "Save view" when no view is open (name and icon, saved with
 * the current type and filters, then opened), "Save changes to view" once the open view's
 * filters differ from the page's (a filter added, changed or removed). Only for roles that may update logs; the caller checks.
 */
export function ViewActions({ type, filters, view, viewOpen }: ViewActionsProps) {
  const [, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const create = useCreateView();
  const update = useUpdateView();

  if (viewOpen) {
    if (!view || !viewFiltersDiffer(view.data, filters)) return null;
    return (
      <Button
        variant="outline"
        size="sm"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { id: view.id, data: filters },
            {
              onSuccess: () =>
                notifications.show({ title: 'View updated', message: view.name, color: 'green' }),
              onError: (error) =>
                notifications.show({
                  title: 'Could not update the view',
                  message: errorMessage(error),
                  color: 'red',
                }),
            },
          )
        }
      >
        {update.isPending ? null : <IconDeviceFloppy className="size-4" aria-hidden />}
        Save changes to view
      </Button>
    );
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setSaving(true)}>
        <IconDeviceFloppy className="size-4" aria-hidden />
        Save view
      </Button>
      <ViewFormDialogOnDemand
        open={saving}
        onOpenChange={(open) => {
          setSaving(open);
          if (!open) create.reset();
        }}
        title="Save view"
        submitLabel="Save view"
        initial={{ name: '', icon: null }}
        pending={create.isPending}
        error={create.isError ? errorMessage(create.error) : null}
        onSubmit={(values) =>
          create.mutate(
            { ...values, data: filters, type },
            {
              onSuccess: (created) => {
                setSaving(false);
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  next.set('view', created.id);
                  return next;
                });
              },
            },
          )
        }
      />
    </>
  );
}
