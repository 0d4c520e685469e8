import { Badge, cn } from '@lookout/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * A run's tags on one line: the whole badges that fit, then "+N" for the rest, every tag in the
 * tooltip. A badge is never cut at the cell's edge; a single tag longer than the cell ends in an
 * ellipsis inside its border.
 */
export function RunTags({ tags }: { tags: readonly string[] }) {
  const line = useRef<HTMLSpanElement>(null);
  const [fitting, setFitting] = useState(tags.length);

  // A plain effect, not a layout one: it only installs the observer, which reports after layout.
  useEffect(() => {
    const element = line.current;
    if (!element) return;
    // The badges wrap inside a one-line box: those on its first line are the ones in view.
    const count = () => {
      const badges = Array.from(element.children) as HTMLElement[];
      const firstTop = badges[0]?.offsetTop ?? 0;
      setFitting(Math.max(1, badges.filter((badge) => badge.offsetTop === firstTop).length));
    };
    if (typeof ResizeObserver === 'undefined') {
      count();
      return;
    }
    // Measured at the observer's first report, which comes after the browser has laid out every
    // row at once: measuring here, as each row mounts, made the browser lay the page out again
    // for every row of a page of logs (issue 18: ~50 ms of the logs page's first paint).
    const observer = new ResizeObserver(count);
    observer.observe(element);
    return () => observer.disconnect();
  }, [tags]);

  const hidden = tags.slice(fitting);
  return (
    <span className="flex min-w-0 items-center gap-1" title={tags.join(', ')}>
      <span ref={line} className="flex h-[22px] min-w-0 flex-1 flex-wrap gap-1 overflow-hidden">
        {tags.map((tag, index) => (
          <Badge
            key={tag}
            variant="outline"
            className={cn('min-w-0 max-w-full', index >= fitting && 'invisible')}
            aria-hidden={index >= fitting || undefined}
          >
            <span className="truncate">{tag}</span>
          </Badge>
        ))}
      </span>
      {hidden.length > 0 ? (
        <Badge variant="secondary">
          <span aria-hidden>+{hidden.length}</span>
          <span className="sr-only">{`${hidden.length} more: ${hidden.join(', ')}`}</span>
        </Badge>
      ) : null}
    </span>
  );
}
