import { slugSchema, type TemplateMode } from '@lookout/domain';
import { Alert, Button, Label, Modal, SegmentedControl } from '@lookout/ui';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';

const modeChoices = [
  { value: 'openai', label: 'Chat messages' },
  { value: 'text', label: 'Plain text' },
] as const satisfies readonly { value: TemplateMode; label: string }[];

interface SlugDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initialSlug?: string;
  /** The slug now (renaming): submitting it unchanged is pointless. */
  currentSlug?: string;
  /** Offer the chat / text choice (only when creating). */
  withMode?: boolean;
  onSubmit: (value: { slug: string; mode: TemplateMode }) => void;
  pending?: boolean;
  /** What the server said, shown in the dialog. */
  error?: string | null;
}

/**
 * Asks for a template slug (and, for a new template, its mode). The slug is checked as the
 * server checks it before any call.
 */
export function SlugDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initialSlug = '',
  currentSlug,
  withMode = false,
  onSubmit,
  pending = false,
  error = null,
}: SlugDialogProps) {
  const [slug, setSlug] = useState(initialSlug);
  const [mode, setMode] = useState<TemplateMode>('openai');
  const [touched, setTouched] = useState(false);
  const parsed = slugSchema.safeParse(slug);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid slug');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      size="sm"
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (parsed.success) onSubmit({ slug: parsed.data, mode });
        }}
      >
        <TextField
          label="Slug"
          value={slug}
          autoFocus
          maxLength={100}
          placeholder="support-answer"
          hint="What your code fetches the template by."
          error={touched && problem ? problem : undefined}
          onChange={(event) => {
            setSlug(event.target.value);
            setTouched(true);
          }}
        />
        {withMode ? (
          <div className="flex flex-col gap-1.5">
            <Label>Mode</Label>
            <SegmentedControl
              aria-label="Mode"
              value={mode}
              onChange={setMode}
              data={modeChoices}
            />
          </div>
        ) : null}
        {error ? (
          <Alert variant="danger" title="That did not work">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={Boolean(problem) || slug.trim() === currentSlug}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
