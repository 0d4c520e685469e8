import { cn } from '@lookout/ui';
import { diffLines } from 'diff';

interface VersionDiffProps {
  before: string;
  after: string;
  /** Names the two sides for screen readers ('v2 → v3'). */
  label: string;
}

/** The lines removed (red, −) and added (green, +) between two texts, unchanged ones muted. */
export function VersionDiff({ before, after, label }: VersionDiffProps) {
  const changes = diffLines(before, after);
  const lines = changes.flatMap((change) =>
    change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({
        text,
        kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      })),
  );
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  return (
    <figure aria-label={label} className="flex flex-col gap-1.5">
      <figcaption className="text-xs text-muted-foreground">
        {added === 0 && removed === 0
          ? 'No differences.'
          : `${added} line${added === 1 ? '' : 's'} added, ${removed} removed`}
      </figcaption>
      <pre className="overflow-x-auto rounded-md border border-border bg-muted py-2 font-mono text-xs leading-relaxed">
        {lines.map((line, index) => (
          <div
            key={index}
            data-change={line.kind}
            className={cn(
              'px-3 whitespace-pre-wrap break-words',
              line.kind === 'added' && 'bg-success/15 text-success-ink',
              line.kind === 'removed' && 'bg-danger/15 text-danger-ink',
              line.kind === 'same' && 'text-muted-foreground',
            )}
          >
            <span aria-hidden className="mr-2 select-none">
              {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
            </span>
            <span className="sr-only">
              {line.kind === 'added' ? 'Added: ' : line.kind === 'removed' ? 'Removed: ' : ''}
            </span>
            {line.text}
          </div>
        ))}
      </pre>
    </figure>
  );
}
