import { reviewShortcuts } from '../review-keys';

/** The reviewer screen's keyboard shortcuts, always on screen. */
export function ShortcutList() {
  return (
    <section aria-label="Keyboard shortcuts" className="flex flex-col gap-1.5">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Keyboard
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {reviewShortcuts.map((shortcut) => (
          <div key={shortcut.label} className="contents">
            <dt className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd key={key} className="rounded border border-border bg-muted px-1.5 font-mono">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-muted-foreground">{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
