import type { Thumb } from '@lookout/domain';
import { Alert, Button, Label, Textarea } from '@lookout/ui';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { type RefObject, useId } from 'react';

/** What the reviewer has chosen for the item on screen, before saving. */
export interface ReviewDraft {
  thumb: Thumb | null;
  score: number | null;
  comment: string;
}

export const emptyDraft: ReviewDraft = { thumb: null, score: null, comment: '' };

const scores = [1, 2, 3, 4, 5] as const;

interface ReviewFormProps {
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  onSave: () => void;
  readOnly: boolean;
  saving: boolean;
  problem: string | null;
  /** The item already has my review (saving replaces it). */
  saved: boolean;
  isLast: boolean;
  commentRef: RefObject<HTMLTextAreaElement | null>;
}

/** Thumbs, a 1–5 score and a comment for the item on screen. */
export function ReviewForm({
  draft,
  onChange,
  onSave,
  readOnly,
  saving,
  problem,
  saved,
  isLast,
  commentRef,
}: ReviewFormProps) {
  const commentId = useId();
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">Your review</h2>
        {saved ? <span className="text-xs text-success">Saved</span> : null}
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Thumb</legend>
        <div className="flex gap-2">
          {(['up', 'down'] as const).map((thumb) => (
            <Button
              key={thumb}
              type="button"
              variant={draft.thumb === thumb ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={draft.thumb === thumb}
              aria-label={thumb === 'up' ? 'Thumb up' : 'Thumb down'}
              data-review-choice
              disabled={readOnly}
              onClick={() => onChange({ ...draft, thumb: draft.thumb === thumb ? null : thumb })}
            >
              {thumb === 'up' ? (
                <IconThumbUp className="size-4" aria-hidden />
              ) : (
                <IconThumbDown className="size-4" aria-hidden />
              )}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Score</legend>
        <div className="flex gap-1">
          {scores.map((score) => (
            <Button
              key={score}
              type="button"
              variant={draft.score === score ? 'primary' : 'outline'}
              size="sm"
              className="w-9"
              aria-pressed={draft.score === score}
              aria-label={`Score ${score}`}
              data-review-choice
              disabled={readOnly}
              onClick={() => onChange({ ...draft, score: draft.score === score ? null : score })}
            >
              {score}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={commentId}>Comment</Label>
        <Textarea
          id={commentId}
          ref={commentRef}
          rows={3}
          maxLength={10_000}
          value={draft.comment}
          disabled={readOnly}
          placeholder="What is right or wrong here?"
          onChange={(event) => onChange({ ...draft, comment: event.target.value })}
        />
      </div>
      {problem ? (
        <Alert variant="danger" title="Not saved">
          {problem}
        </Alert>
      ) : null}
      {readOnly ? (
        <p className="text-xs text-muted-foreground">
          Your role may read reviews but not give them.
        </p>
      ) : (
        <Button type="submit" loading={saving}>
          {isLast ? 'Save' : 'Save and next'}
        </Button>
      )}
    </form>
  );
}
