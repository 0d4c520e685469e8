import type { PreviewText } from '@lookout/domain';
import type { ReactNode } from 'react';

interface MaskedTextProps {
  label: string;
  preview: PreviewText;
}

/** A run's input or output with the pieces a masking rule would replace marked, and what replaces them. */
export function MaskedText({ label, preview }: MaskedTextProps) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const span of preview.spans) {
    if (span.start > cursor) parts.push(preview.text.slice(cursor, span.start));
    parts.push(
      <mark
        key={`${span.start}-${span.end}`}
        className="rounded-sm bg-warning/15 px-0.5 text-warning-ink ring-1 ring-warning/40"
        title={`Stored as ${span.replacement}`}
      >
        {preview.text.slice(span.start, span.end)}
        <span className="ml-1 font-mono text-[10px] text-muted-foreground">
          <span className="sr-only">stored as </span>
          {span.replacement}
        </span>
      </mark>,
    );
    cursor = span.end;
  }
  if (cursor < preview.text.length) parts.push(preview.text.slice(cursor));
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <p className="max-h-32 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted/50 px-2 py-1 font-mono text-xs">
        {preview.text.length > 0 ? parts : <span className="text-muted-foreground">(empty)</span>}
        {preview.truncated ? (
          <span className="text-muted-foreground"> … (cut for the preview)</span>
        ) : null}
      </p>
    </div>
  );
}
