import { lazy, Suspense, useState } from 'react';
import { CopyButton } from '../copy-button';
import { copyText, expandJsonStrings } from './json-text';

// react-json-view-lite (about 2.5 kB gzip) loads when a run's JSON first shows, not with the
// first route.
const JsonTree = lazy(() => import('./json-tree').then((module) => ({ default: module.JsonTree })));

const boxClasses =
  'max-h-96 overflow-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap';

function RawText({ text, label }: { text: string; label?: string }) {
  return (
    <pre data-label={label} className={boxClasses}>
      {text}
    </pre>
  );
}

function ModeButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="rounded px-1.5 py-0.5 text-xs font-medium text-muted-foreground hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </button>
  );
}

/**
 * A logged JSON value. Objects and arrays (also those logged as JSON text, at any depth) show
 * as a collapsible tree, with a Pretty/Raw toggle back to the text as logged; other values show
 * as text. `copyLabel` adds a Copy button that copies the value as logged.
 */
export function JsonView({
  value,
  label,
  copyLabel,
}: {
  value: unknown;
  label?: string;
  copyLabel?: string;
}) {
  const [mode, setMode] = useState<'pretty' | 'raw'>('pretty');
  const raw = copyText(value);
  const shown = expandJsonStrings(value);
  const tree = typeof shown === 'object' && shown !== null ? shown : undefined;
  const copy = copyLabel ? <CopyButton value={raw} label={copyLabel} /> : null;

  if (!tree) {
    return copy ? (
      <div className="flex flex-col gap-1">
        <div className="flex justify-end">{copy}</div>
        <RawText text={raw} label={label} />
      </div>
    ) : (
      <RawText text={raw} label={label} />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-end gap-2">
        <fieldset className="flex gap-0.5 rounded-md bg-muted p-0.5">
          <legend className="sr-only">
            {label ? `Show ${label.toLowerCase()} as` : 'Show JSON as'}
          </legend>
          <ModeButton pressed={mode === 'pretty'} onClick={() => setMode('pretty')}>
            Pretty
          </ModeButton>
          <ModeButton pressed={mode === 'raw'} onClick={() => setMode('raw')}>
            Raw
          </ModeButton>
        </fieldset>
        {copy}
      </div>
      {mode === 'raw' ? (
        <RawText text={raw} label={label} />
      ) : (
        <div data-label={label} className={boxClasses}>
          <Suspense fallback={<span>{JSON.stringify(tree, null, 2)}</span>}>
            <JsonTree value={tree} label={label} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
