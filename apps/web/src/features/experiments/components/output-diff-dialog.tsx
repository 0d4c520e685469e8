import { Modal } from '@lookout/ui';
import { TextDiff } from './text-diff';

/** One output chosen for comparison, with what names it. */
export interface ChosenOutput {
  /** `{itemId}:{variantIndex}`. */
  key: string;
  /** 'Item 3 · Polite'. */
  title: string;
  output: string;
}

interface OutputDiffDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  before: ChosenOutput;
  after: ChosenOutput;
}

/** The two chosen outputs side by side, and the words that changed from the first to the second. */
export function OutputDiffDialog({ open, onOpenChange, before, after }: OutputDiffDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Compare outputs" size="xl">
      <div className="grid grid-cols-2 gap-3">
        {[before, after].map((side) => (
          <section key={side.key} aria-label={side.title} className="flex min-w-0 flex-col gap-1">
            <h3 className="truncate text-xs font-medium text-muted-foreground">{side.title}</h3>
            <p className="max-h-48 overflow-auto rounded-md border border-border p-2 text-xs whitespace-pre-wrap break-words">
              {side.output}
            </p>
          </section>
        ))}
      </div>
      <TextDiff
        before={before.output}
        after={after.output}
        label={`${before.title} → ${after.title}`}
      />
    </Modal>
  );
}
