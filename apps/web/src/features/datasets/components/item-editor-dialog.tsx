import type { DatasetItem, DatasetItemValue } from '@lookout/domain';
import { Alert, Button, Label, Modal, Textarea } from '@lookout/ui';
import { useId, useState } from 'react';
import { fromValueDraft, parseMetadata, toValueDraft, type ValueDraft } from '../item-value';
import { ValueEditor } from './value-editor';

/** What the dialog saves. */
export interface ItemChange {
  input: DatasetItemValue;
  expectedOutput: DatasetItemValue | null;
  metadata: Record<string, unknown>;
}

interface ItemEditorDialogProps {
  /** The item edited; none to add one. */
  item?: DatasetItem | undefined;
  onClose: () => void;
  onSave: (change: ItemChange) => void;
  pending: boolean;
  /** Why the server refused the last save. */
  error: string | null;
}

/** Adds or edits one item: input, expected output (text or messages) and metadata as JSON. */
export function ItemEditorDialog({ item, onClose, onSave, pending, error }: ItemEditorDialogProps) {
  const metadataId = useId();
  const [input, setInput] = useState<ValueDraft>(() => toValueDraft(item?.input ?? ''));
  const [output, setOutput] = useState<ValueDraft>(() =>
    toValueDraft(item?.expectedOutput ?? null),
  );
  const [metadata, setMetadata] = useState(() =>
    item && Object.keys(item.metadata).length > 0 ? JSON.stringify(item.metadata, null, 2) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const sentInput = fromValueDraft(input, 'Input');
    if ('error' in sentInput) return setProblem(sentInput.error);
    if (sentInput.value === '') return setProblem('Input is required');
    const sentOutput = fromValueDraft(output, 'Expected output');
    if ('error' in sentOutput) return setProblem(sentOutput.error);
    const sentMetadata = parseMetadata(metadata);
    if ('error' in sentMetadata) return setProblem(sentMetadata.error);
    setProblem(null);
    onSave({
      input: sentInput.value,
      expectedOutput: sentOutput.value === '' ? null : sentOutput.value,
      metadata: sentMetadata.value,
    });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={item ? 'Edit item' : 'Add item'}
      size="lg"
    >
      <form
        className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ValueEditor label="Input" value={input} onChange={setInput} />
        <ValueEditor label="Expected output" value={output} onChange={setOutput} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={metadataId}>Metadata (JSON)</Label>
          <Textarea
            id={metadataId}
            rows={3}
            className="font-mono text-xs"
            placeholder='{"topic": "billing"}'
            value={metadata}
            onChange={(event) => setMetadata(event.target.value)}
          />
        </div>
        {problem ? (
          <Alert variant="danger" title="Check the item">
            {problem}
          </Alert>
        ) : null}
        {error ? (
          <Alert variant="danger" title="That did not work">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
