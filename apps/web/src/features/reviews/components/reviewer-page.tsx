import type { PutReviewBody, ReviewQueueItem, Role, Thumb } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import { usePutReview } from '../api/review-mutations';
import { useReviewItems, useReviewQueue } from '../api/reviews-queries';
import { isTypingTarget, reviewKeyAction } from '../review-keys';
import { progressText } from '../review-progress';
import { AddToDataset } from './add-to-dataset';
import { ItemContent } from './item-content';
import { emptyDraft, type ReviewDraft, ReviewForm } from './review-form';
import { ShortcutList } from './shortcut-list';

interface ReviewerPageProps {
  projectId: string;
  queueId: string;
  memberRole: Role;
}

function draftOf(item: ReviewQueueItem | undefined): ReviewDraft {
  const review = item?.myReview;
  return review
    ? { thumb: review.thumb, score: review.score, comment: review.comment ?? '' }
    : emptyDraft;
}

function isEmpty(draft: ReviewDraft): boolean {
  return draft.thumb === null && draft.score === null && draft.comment.trim() === '';
}

/**
 * /reviews/{id}: one item of the queue at a time, its content readable, a thumb, a 1–5 score and a
 * comment; Enter saves and moves on. Starts at the first item the reviewer has not reviewed.
 */
export function ReviewerPage({ projectId, queueId, memberRole }: ReviewerPageProps) {
  const queue = useReviewQueue(projectId, queueId);
  const items = useReviewItems(projectId, queueId);
  const save = usePutReview(projectId, queueId);
  const review = useWritePermission(memberRole, 'evaluations', 'update');
  const addToDataset = useWritePermission(memberRole, 'datasets', 'create');
  const canReview = review.allowed;
  const loaded = items.data?.pages.flatMap((page) => page.data) ?? [];
  const [index, setIndex] = useState<number | null>(null);
  const [draft, setDraft] = useState<ReviewDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  // Start at the first item I have not reviewed (or the first one).
  useEffect(() => {
    if (index !== null || !items.isSuccess) return;
    const firstOpen = loaded.findIndex((item) => item.myReview === null);
    setIndex(firstOpen === -1 ? 0 : firstOpen);
  }, [index, items.isSuccess, loaded]);

  const current = index === null ? undefined : loaded[index];
  const currentId = current?.id;
  // A new item shows my review of it, if any.
  useEffect(() => {
    setDraft(draftOf(current));
    setProblem(null);
    save.reset();
  }, [currentId]);

  // Load the next page before the reviewer reaches the end of the loaded items.
  useEffect(() => {
    if (
      index !== null &&
      index >= loaded.length - 2 &&
      items.hasNextPage &&
      !items.isFetchingNextPage
    ) {
      void items.fetchNextPage();
    }
  }, [index, loaded.length, items]);

  const total = queue.data?.itemCount ?? loaded.length;
  const atEnd = index !== null && index >= loaded.length - 1 && !items.hasNextPage;

  const move = useCallback(
    (step: 1 | -1) => {
      setIndex((now) => {
        if (now === null) return now;
        const next = now + step;
        return next < 0 || next >= loaded.length ? now : next;
      });
    },
    [loaded.length],
  );

  const submit = useCallback(() => {
    if (!current || !canReview || save.isPending) return;
    if (isEmpty(draft)) {
      setProblem('Give a thumb, a score or a comment before saving.');
      return;
    }
    const body: PutReviewBody = {
      thumb: draft.thumb,
      score: draft.score,
      comment: draft.comment.trim() || null,
    };
    save.mutate({ itemId: current.id, body }, { onSuccess: () => move(1) });
  }, [current, canReview, draft, save, move]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const target = event.target;
      if (isTypingTarget(target)) {
        // In the comment: Escape leaves it, Ctrl/Cmd+Enter saves.
        if (event.key === 'Escape' && target instanceof HTMLElement) target.blur();
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          submit();
        }
        return;
      }
      // Enter on a thumb or score just chosen saves, as anywhere else on the screen.
      if (
        event.key === 'Enter' &&
        target instanceof HTMLElement &&
        target.closest('[data-review-choice]')
      ) {
        event.preventDefault();
        submit();
        return;
      }
      // Enter and Space on another button or link belong to it.
      if (
        (event.key === 'Enter' || event.key === ' ') &&
        target instanceof HTMLElement &&
        target.closest('button, a, [role="radio"], [role="combobox"]')
      ) {
        return;
      }
      if (target instanceof HTMLElement && target.closest('[role="dialog"], [role="listbox"]'))
        return;
      const action = reviewKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'next') move(1);
      else if (action.kind === 'previous') move(-1);
      else if (action.kind === 'save') submit();
      else if (action.kind === 'comment') commentRef.current?.focus();
      else if (canReview && action.kind === 'score') {
        setDraft((now) => ({ ...now, score: now.score === action.score ? null : action.score }));
        setProblem(null);
      } else if (canReview && action.kind === 'thumb') {
        setDraft((now) => ({
          ...now,
          thumb: now.thumb === action.thumb ? null : (action.thumb as Thumb),
        }));
        setProblem(null);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [move, submit, canReview]);

  const title = queue.data?.name ?? 'Review';
  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/reviews">
          <IconArrowLeft className="size-4" aria-hidden />
          All review queues
        </Link>
      </Button>
      <PageHeader
        title={title}
        description={
          queue.data ? (
            <span>
              <span data-testid="review-progress">
                {progressText(queue.data.reviewedByMeCount, queue.data.itemCount)}
              </span>
              {` by you · ${queue.data.reviewedCount} reviewed by anyone`}
            </span>
          ) : undefined
        }
      />
      {queue.isError || items.isError ? (
        <ErrorState
          title="Could not load this review queue"
          message={errorMessage(queue.error ?? items.error)}
          onRetry={() => {
            void queue.refetch();
            void items.refetch();
          }}
        />
      ) : items.isPending || queue.isPending ? (
        <CenteredSpinner label="Loading the queue" />
      ) : loaded.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {queue.data?.source === 'experiment'
            ? 'This queue is empty: the experiment had no outputs to review when it was created.'
            : queue.data?.source === 'dataset'
              ? 'This queue is empty: the dataset had no items when it was created.'
              : 'This queue is empty: no run matched its filter when it was created.'}
        </p>
      ) : current ? (
        <div className="flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
          <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-3 overflow-auto">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium" aria-live="polite">
                {`Item ${current.position} of ${total}`}
              </p>
              <div className="flex gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => move(-1)}
                  disabled={index === 0}
                  aria-label="Previous item"
                >
                  <IconChevronLeft className="size-4" aria-hidden />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => move(1)}
                  disabled={atEnd || (index ?? 0) >= loaded.length - 1}
                  aria-label="Next item"
                >
                  Next
                  <IconChevronRight className="size-4" aria-hidden />
                </Button>
              </div>
            </div>
            <ItemContent item={current} />
          </div>
          <aside
            className="flex w-full shrink-0 flex-col gap-4 lg:min-h-0 lg:w-80 lg:overflow-auto"
            aria-label="Your review"
          >
            <ReviewForm
              draft={draft}
              onChange={(next) => {
                setDraft(next);
                setProblem(null);
              }}
              readOnly={!canReview}
              commentRef={commentRef}
              onSave={submit}
              saving={save.isPending}
              problem={problem ?? (save.error ? errorMessage(save.error) : null)}
              saved={current.myReview !== null}
              isLast={atEnd}
            />
            {current.otherReviews.length > 0 ? (
              <section className="flex flex-col gap-2">
                <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  Other reviewers
                </h2>
                <ul className="flex flex-col gap-2">
                  {current.otherReviews.map((review, position) => (
                    <li
                      key={review.reviewer?.id ?? position}
                      className="rounded-md border border-border p-2 text-sm"
                    >
                      <span className="font-medium">
                        {review.reviewer?.name ?? 'Former member'}
                      </span>
                      {review.thumb ? ` · ${review.thumb === 'up' ? '👍' : '👎'}` : ''}
                      {review.score ? ` · ${review.score}/5` : ''}
                      {review.outdated ? ' · on an older output' : ''}
                      {review.comment ? (
                        <p className="text-muted-foreground">{review.comment}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {current.run && addToDataset.allowed ? (
              <AddToDataset
                projectId={projectId}
                input={current.run.input}
                output={current.run.output}
              />
            ) : null}
            <ShortcutList />
          </aside>
        </div>
      ) : (
        <CenteredSpinner label="Loading the queue" />
      )}
    </div>
  );
}
