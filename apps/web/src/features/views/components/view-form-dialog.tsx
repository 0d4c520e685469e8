import { displayNameSchema } from '@lookout/domain';
import { Alert, Button, IconPicker, Modal } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';

/** What the dialog edits: a view's name and icon. */
export interface ViewFormValues {
  name: string;
  icon: string | null;
}

export interface ViewFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  /** The values the form starts from each time it opens. */
  initial: ViewFormValues;
  onSubmit: (values: ViewFormValues) => void;
  pending?: boolean;
  /** Why saving failed, shown inside the dialog. */
  error?: string | null;
}

/** A dialog asking for a view's name and icon (used to save a view and to rename one). */
export function ViewFormDialog({
  open,
  onOpenChange,
  title,
  pending = false,
  ...form
}: ViewFormDialogProps) {
  // The form mounts each time the dialog opens, so it starts from `initial` again.
  return (
    <Modal open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title}>
      <ViewForm {...form} pending={pending} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

type ViewFormProps = Omit<ViewFormDialogProps, 'open' | 'onOpenChange' | 'title'> & {
  onCancel: () => void;
};

function ViewForm({
  submitLabel,
  initial,
  onSubmit,
  onCancel,
  pending = false,
  error = null,
}: ViewFormProps) {
  const [name, setName] = useState(initial.name);
  const [icon, setIcon] = useState(initial.icon);
  const [touched, setTouched] = useState(false);
  const nameError = fieldError(displayNameSchema, name);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError || pending) return;
    onSubmit({ name: name.trim(), icon });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <span aria-hidden className="text-sm font-medium">
            Icon
          </span>
          <IconPicker value={icon} onChange={setIcon} aria-label="View icon" />
        </div>
        <div className="min-w-0 flex-1">
          <TextField
            label="Name"
            value={name}
            autoFocus
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched ? nameError : undefined}
          />
        </div>
      </div>
      {error ? (
        <Alert variant="danger" title="That did not work">
          {error}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
