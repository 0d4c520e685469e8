import { lazy, Suspense } from 'react';
import type { CodeLanguage } from '../lib/code-language';
import { CopyButton } from './copy-button';

/** The syntax highlighter, a chunk of its own fetched with the first highlighted block. */
const HighlightedCode = lazy(() => import('./highlighted-code'));

interface CodeBlockProps {
  caption: string;
  code: string;
  /** Colour the code's syntax; without it (or until the highlighter arrives) it is plain. */
  language?: CodeLanguage | undefined;
}

/**
 * A captioned block of code with a copy button. Long lines wrap (at any character, so a key
 * or URL never widens the page) rather than scroll sideways.
 */
export function CodeBlock({ caption, code, language }: CodeBlockProps) {
  const plain = <code>{code}</code>;
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
        {caption}
        <CopyButton value={code} label={`Copy: ${caption}`} />
      </figcaption>
      <pre className="whitespace-pre-wrap rounded-md border border-border bg-muted px-3 py-2.5 font-mono text-xs leading-relaxed [overflow-wrap:anywhere]">
        {language ? (
          <Suspense fallback={plain}>
            <HighlightedCode code={code} language={language} />
          </Suspense>
        ) : (
          plain
        )}
      </pre>
    </figure>
  );
}
