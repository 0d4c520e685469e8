import { splitCodeFences } from '../chat/text-segments';

/**
 * Logged text exactly as written, whitespace kept, with fenced code blocks in monospace.
 * Markdown is not rendered (a Markdown renderer is a dependency to add); nothing is ever
 * interpreted as HTML.
 */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed">
      {splitCodeFences(text).map((segment, index) =>
        segment.kind === 'code' ? (
          <pre
            key={index}
            data-language={segment.language || undefined}
            className="overflow-x-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs"
          >
            <code>{segment.text}</code>
          </pre>
        ) : (
          <p key={index} className="break-words whitespace-pre-wrap">
            {segment.text}
          </p>
        ),
      )}
    </div>
  );
}
