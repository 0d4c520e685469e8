import { CopyButton } from './copy-button';

/** A captioned block of code with a copy button. */
export function CodeBlock({ caption, code }: { caption: string; code: string }) {
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
        {caption}
        <CopyButton value={code} label={`Copy: ${caption}`} />
      </figcaption>
      <pre className="overflow-x-auto rounded-md border border-border bg-muted px-3 py-2.5 font-mono text-xs leading-relaxed">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
