import { Alert, Button, Label, Modal, Textarea } from '@lookout/ui';
import { useState } from 'react';

interface DeployDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The number the deployed version will have. */
  nextVersion: number;
  onDeploy: (notes: string | null) => void;
  pending: boolean;
  error: string | null;
}

/** Confirms a deployment, with optional notes on what changed. */
export function DeployDialog({
  open,
  onOpenChange,
  nextVersion,
  onDeploy,
  pending,
  error,
}: DeployDialogProps) {
  const [notes, setNotes] = useState('');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={`Deploy v${nextVersion}`}
      size="md"
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onDeploy(notes.trim() || null);
        }}
      >
        <p className="text-sm text-muted-foreground">
          Apps that fetch this template get this version from now on.
        </p>
        <Label htmlFor="deploy-notes">Notes (optional)</Label>
        <Textarea
          id="deploy-notes"
          rows={3}
          maxLength={1000}
          placeholder="What changed"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {error ? (
          <Alert variant="danger" title="Not deployed">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Deploy
          </Button>
        </div>
      </form>
    </Modal>
  );
}
