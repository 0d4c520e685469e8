import { cn } from '@lookout/ui';
import { diffWords } from 'diff';

interface TextDiffProps {
  before: string;
  after: string;
  /** Names the two sides for screen readers: 'Polite → Terse, item 3'. */
  label: string;
}

/** The words removed (red, struck) and added (green) from `before` to `after`, inline. */
export function TextDiff({ before, after, label }: TextDiffProps) {
  const changes = diffWords(before, after);
  const added = changes.filter((change) => change.added).length;
  const removed = changes.filter((change) => change.removed).length;
  return (
    <figure aria-label={label} className="flex flex-col gap-1.5">
      <figcaption className="text-xs text-muted-foreground">
        {added === 0 && removed === 0
          ? 'No differences.'
          : `${added} change${added === 1 ? '' : 's'} added, ${removed} removed`}
      </figcaption>
      <pre className="max-h-96 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words">
        {changes.map((change, index) => (
          <span
            key={index}
            data-change={change.added ? 'added' : change.removed ? 'removed' : 'same'}
            className={cn(
              change.added && 'bg-success/15 text-success-ink',
              change.removed && 'bg-danger/15 text-danger-ink line-through',
            )}
          >
            {change.added || change.removed ? (
              <span className="sr-only">{change.added ? ' [added: ' : ' [removed: '}</span>
            ) : null}
            {change.value}
            {change.added || change.removed ? <span className="sr-only">] </span> : null}
          </span>
        ))}
      </pre>
    </figure>
  );
}
