import { IconFile, IconMessageOff } from '@tabler/icons-react';
import type { ContentBlock } from './chat/display-message';
import { safeMediaUrl } from './chat/safe-url';
import { parseJsonText } from './json-text';
import { JsonView } from './json-view';
import { MessageText } from './message-text';

/** A URL that may not be loaded, shown as text. */
function UnsafeUrl({ what, url }: { what: string; url: string }) {
  return (
    <p className="text-xs text-muted-foreground">
      {what} not shown: <span className="font-mono break-all">{url.slice(0, 200)}</span>
    </p>
  );
}

/**
 * One part of a message: Markdown text (or a JSON tree when the text is JSON), image
 * thumbnail, audio player, file, refusal or raw JSON.
 */
export function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'text': {
      // Tool results are often JSON written as text: show them as the tree they are.
      const json = parseJsonText(block.text);
      return json ? (
        <JsonView value={block.text} label="Message JSON" />
      ) : (
        <MessageText text={block.text} />
      );
    }
    case 'image': {
      const src = safeMediaUrl(block.url, 'image');
      if (!src) return <UnsafeUrl what="Image" url={block.url} />;
      const link = safeMediaUrl(block.url, 'link');
      const image = (
        <img
          src={src}
          alt={`Attached to the message${block.detail ? ` (detail ${block.detail})` : ''}`}
          loading="lazy"
          className="max-h-40 max-w-60 rounded-md border border-border object-contain"
        />
      );
      return link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" className="w-fit">
          {image}
        </a>
      ) : (
        image
      );
    }
    case 'audio': {
      const src = safeMediaUrl(block.url, 'audio');
      if (!src) return <UnsafeUrl what="Audio" url={block.url} />;
      return (
        // biome-ignore lint/a11y/useMediaCaption: logged audio comes without captions
        <audio controls src={src} aria-label={`Audio${block.format ? ` (${block.format})` : ''}`} />
      );
    }
    case 'file':
      return (
        <p className="flex items-center gap-1.5 text-sm">
          <IconFile className="size-4 text-muted-foreground" aria-hidden />
          File <span className="font-mono">{block.fileId}</span>
        </p>
      );
    case 'refusal':
      return (
        <div className="flex flex-col gap-1 rounded-md border border-danger/30 bg-danger/10 px-2.5 py-1.5 text-danger-ink">
          <p className="flex items-center gap-1.5 text-sm font-medium">
            <IconMessageOff className="size-4 shrink-0" aria-hidden />
            Refused
          </p>
          <MessageText text={block.text} />
        </div>
      );
    case 'json':
      return <JsonView value={block.value} />;
  }
}
