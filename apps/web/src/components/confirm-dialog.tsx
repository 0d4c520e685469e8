import { Alert, Button, Modal } from '@lookout/ui';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, so the user can decide. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The action is running: the confirm button spins and the dialog stays open. */
  pending?: boolean;
  /** Why the action failed, shown inside the dialog. */
  error?: string | null;
  /** Colour the confirm button as destructive (default true). */
  danger?: boolean;
}

/** Asks before a destructive or hard-to-undo action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  pending = false,
  error = null,
  danger = true,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      size="md"
    >
      <div className="text-sm text-muted-foreground">{children}</div>
      {error ? (
        <Alert variant="danger" title="That did not work">
          {error}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
