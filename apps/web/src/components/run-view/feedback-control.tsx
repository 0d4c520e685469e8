import type { Run, Thumb } from '@lookout/domain';
import { Button, Popover, PopoverContent, PopoverTrigger, Textarea } from '@lookout/ui';
import { IconMessage, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateRunFeedback } from '../../api/runs/run-mutations';

/** Thumbs up and down (press again to clear) and a comment, saved on the run. */
export function FeedbackControl({ run, disabled }: { run: Run; disabled: boolean }) {
  const update = useUpdateRunFeedback(run.id);
  const thumb = run.feedback?.thumb ?? null;
  const comment = run.feedback?.comment ?? '';
  const [draft, setDraft] = useState(comment);
  const [open, setOpen] = useState(false);

  function send(nextThumb: Thumb | null, nextComment = comment) {
    update.mutate(nextComment ? { thumb: nextThumb, comment: nextComment } : { thumb: nextThumb });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a small toolbar of related buttons
    <div role="group" aria-label="Feedback" className="flex items-center gap-1">
      <Button
        variant={thumb === 'up' ? 'secondary' : 'ghost'}
        size="icon"
        aria-label="Thumb up"
        aria-pressed={thumb === 'up'}
        disabled={disabled || update.isPending}
        onClick={() => send(thumb === 'up' ? null : 'up')}
      >
        <IconThumbUp
          className={thumb === 'up' ? 'size-4 text-success-ink' : 'size-4'}
          aria-hidden
        />
      </Button>
      <Button
        variant={thumb === 'down' ? 'secondary' : 'ghost'}
        size="icon"
        aria-label="Thumb down"
        aria-pressed={thumb === 'down'}
        disabled={disabled || update.isPending}
        onClick={() => send(thumb === 'down' ? null : 'down')}
      >
        <IconThumbDown
          className={thumb === 'down' ? 'size-4 text-danger-ink' : 'size-4'}
          aria-hidden
        />
      </Button>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setDraft(comment);
        }}
      >
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Comment" disabled={disabled}>
            <IconMessage className={comment ? 'size-4 text-primary' : 'size-4'} aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="flex w-80 flex-col gap-2">
          <Textarea
            aria-label="Feedback comment"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="What was good or wrong about this run?"
            maxLength={10_000}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              loading={update.isPending}
              onClick={() => {
                update.mutate(
                  { thumb, comment: draft.trim() },
                  { onSuccess: () => setOpen(false) },
                );
              }}
            >
              Save comment
            </Button>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}
