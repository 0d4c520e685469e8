import { toDisplayMessages } from './chat/display-message';
import { ChatMessageView } from './chat-message-view';
import { parseJsonText } from './json-text';
import { JsonView } from './json-view';
import { MessageText } from './message-text';

/**
 * A run's input or output: a chat when it holds messages, else Markdown text or a JSON tree
 * (also for JSON logged as text).
 */
export function RunContent({ value, label }: { value: unknown; label: string }) {
  if (value === null || value === undefined) {
    return <p className="text-sm text-muted-foreground">No {label.toLowerCase()} recorded</p>;
  }
  const messages = toDisplayMessages(value);
  if (messages) {
    return (
      <div className="flex flex-col gap-2">
        {messages.map((message, index) => (
          <ChatMessageView key={index} message={message} />
        ))}
      </div>
    );
  }
  if (typeof value === 'string' && !parseJsonText(value)) {
    return (
      <div className="rounded-lg border border-border bg-background p-3">
        <MessageText text={value} />
      </div>
    );
  }
  return <JsonView value={value} label={label} />;
}
