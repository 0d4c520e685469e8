import { lazy, Suspense } from 'react';

// The Markdown renderer (react-markdown, remark-gfm and their parsers, 168 kB of the app's
// 1.1 MB script) is only needed once a run is open: it loads then, in its own chunk.
const MarkdownText = lazy(() =>
  import('./markdown-text').then((module) => ({ default: module.MarkdownText })),
);

/**
 * Logged message text, rendered as Markdown (see `MarkdownText`). Until the renderer has
 * loaded, the same text shows as plain text, so the message is readable at once.
 *
 * @example <MessageText text="**Done**: the refund is on its way." />
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Suspense
      fallback={<p className="text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">{text}</p>}
    >
      <MarkdownText text={text} />
    </Suspense>
  );
}
