import { CopyButton } from '../copy-button';
import type { ContentBlock, DisplayMessage } from './chat/display-message';
import { ContentBlockView } from './content-block-view';
import { copyText } from './json-text';
import { roleBadgeClasses } from './role-colors';
import { ToolCallView } from './tool-call-view';

function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case 'text':
    case 'refusal':
      return block.text;
    case 'image':
    case 'audio':
      return block.url;
    case 'file':
      return block.fileId;
    case 'json':
      return copyText(block.value);
  }
}

/**
 * What Copy puts on the clipboard for a message: its content as text, parts separated by a
 * blank line; a message that only calls tools copies the calls as JSON.
 */
export function messageCopyText(message: DisplayMessage): string {
  if (message.content.length > 0) return message.content.map(blockText).join('\n\n');
  const calls = message.functionCall ? [message.functionCall] : message.toolCalls;
  return copyText(calls);
}

/** One chat message of any role, with every content part and call it holds. */
export function ChatMessageView({ message }: { message: DisplayMessage }) {
  const isResult = message.role === 'tool' || message.role === 'function';
  return (
    <article
      aria-label={`${message.role} message`}
      className="flex flex-col gap-2 rounded-lg border border-border bg-background p-3"
    >
      <header className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className={`rounded px-1.5 py-0.5 font-semibold tracking-wide uppercase ${roleBadgeClasses(message.role)}`}
        >
          {message.role}
        </span>
        {message.name ? <span className="font-medium">{message.name}</span> : null}
        {isResult && message.toolCallId ? (
          <span className="text-muted-foreground">
            Result of <span className="font-mono">{message.toolCallId}</span>
          </span>
        ) : null}
        {message.audioId ? (
          <span className="text-muted-foreground">
            Audio <span className="font-mono">{message.audioId}</span>
          </span>
        ) : null}
        <span className="ml-auto">
          <CopyButton value={messageCopyText(message)} label={`Copy ${message.role} message`} />
        </span>
      </header>
      {message.content.map((block, index) => (
        <ContentBlockView key={index} block={block} />
      ))}
      {message.functionCall ? (
        <ToolCallView call={message.functionCall} kind="Function call" />
      ) : null}
      {message.toolCalls.map((call, index) => (
        <ToolCallView key={call.id ?? index} call={call} />
      ))}
      {message.content.length === 0 &&
      message.toolCalls.length === 0 &&
      !message.functionCall &&
      !message.audioId ? (
        <p className="text-xs text-muted-foreground">Empty message</p>
      ) : null}
    </article>
  );
}
