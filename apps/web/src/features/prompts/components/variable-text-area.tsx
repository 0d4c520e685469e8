import { cn, fieldClasses } from '@lookout/ui';
import { type ComponentProps, Fragment, useRef } from 'react';
import { variablePattern } from '../template-variables';

/** The text cut into plain runs and `{{variable}}` runs. */
function segments(text: string): { text: string; variable: boolean }[] {
  const parts: { text: string; variable: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(variablePattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), variable: false });
    parts.push({ text: match[0], variable: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), variable: false });
  return parts;
}

type VariableTextAreaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A textarea whose `{{variables}}` are highlighted: a copy of the text with marked variables
 * sits behind a transparent textarea with the same font and padding, so typing stays native.
 */
export function VariableTextArea({ value, onChange, className, ...props }: VariableTextAreaProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const shared = 'px-3 py-2 font-mono text-sm leading-relaxed whitespace-pre-wrap break-words';
  return (
    <div className="relative rounded-md bg-background">
      <div
        ref={backdrop}
        aria-hidden
        data-testid="variable-highlights"
        className={cn(
          shared,
          'pointer-events-none absolute inset-0 overflow-hidden border border-transparent text-transparent',
        )}
      >
        {segments(value).map((part, index) =>
          part.variable ? (
            <mark key={index} className="rounded-sm bg-primary/25 text-transparent">
              {part.text}
            </mark>
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          ),
        )}
        {/* A trailing newline needs a character after it to take its line. */}{' '}
      </div>
      <textarea
        {...props}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
        }}
        className={cn(
          fieldClasses,
          shared,
          'relative min-h-20 resize-y bg-transparent field-sizing-content',
          className,
        )}
      />
    </div>
  );
}
