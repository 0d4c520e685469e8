import { Button, Input, Label, Modal } from '@lookout/ui';
import { useId, useState } from 'react';

interface RenameDashboardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onRename: (name: string) => void;
}

/** Asks for a dashboard's new name; an empty name is refused before any call. */
export function RenameDashboardDialog({
  open,
  onOpenChange,
  name,
  onRename,
}: RenameDashboardDialogProps) {
  const [value, setValue] = useState(name);
  const id = useId();
  const trimmed = value.trim();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Rename dashboard" size="sm">
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed) return;
          onRename(trimmed);
          onOpenChange(false);
        }}
      >
        <Label htmlFor={id}>Name</Label>
        <Input
          id={id}
          value={value}
          maxLength={100}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
        />
        {trimmed ? null : <p className="text-xs text-danger-ink">A dashboard needs a name.</p>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed || trimmed === name}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
