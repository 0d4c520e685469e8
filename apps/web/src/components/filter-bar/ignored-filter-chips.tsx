import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import type { IgnoredFilter } from './filter-bar-url';

interface IgnoredFilterChipsProps {
  ignored: readonly IgnoredFilter[];
  /** Removes what was ignored from the URL; without it the chips cannot be dismissed. */
  onDismiss?: (() => void) | undefined;
}

/**
 * Next to the filters: each part of the URL's filters the list does not apply, with the
 * reason, so nothing written in a link is dropped without a word.
 */
export function IgnoredFilterChips({ ignored, onDismiss }: IgnoredFilterChipsProps) {
  if (ignored.length === 0) return null;
  return (
    <div role="status" aria-label="Ignored filters" className="flex flex-wrap items-center gap-2">
      {ignored.map((item, index) => (
        <span
          // The same text may be ignored twice; its position tells them apart.
          key={`${index}-${item.text}`}
          data-testid="ignored-filter"
          className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-md border border-danger/40 bg-danger/10 px-2.5 py-1 text-sm text-danger-ink"
        >
          <IconAlertTriangle className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">
            Ignored <code className="font-mono font-medium">{item.text}</code>: {item.reason}
          </span>
        </span>
      ))}
      {onDismiss ? (
        <button
          type="button"
          aria-label="Dismiss ignored filters"
          title="Remove them from the address"
          onClick={onDismiss}
          className="rounded-sm p-1 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <IconX className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
