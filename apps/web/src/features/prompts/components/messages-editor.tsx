import { Button, cn, fieldClasses, Input } from '@lookout/ui';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type EditableRole,
  editableRoles,
  type MessageDraft,
  messageError,
  moved,
  newMessageDraft,
  otherPartCount,
  withRole,
  withText,
} from '../message-drafts';
import { messageText } from '../template-variables';
import { VariableTextArea } from './variable-text-area';

interface MessagesEditorProps {
  messages: readonly MessageDraft[];
  onChange: (messages: MessageDraft[]) => void;
  /** Show each message's problem (after a save was tried). */
  showErrors?: boolean;
  readOnly?: boolean;
}

function isEditableRole(role: string): role is EditableRole {
  return editableRoles.some((editable) => editable === role);
}

/** The messages of a chat template: role, text with `{{variables}}` marked, order, add and remove. */
export function MessagesEditor({
  messages,
  onChange,
  showErrors = false,
  readOnly = false,
}: MessagesEditorProps) {
  function replace(index: number, next: MessageDraft) {
    onChange(messages.map((item, at) => (at === index ? next : item)));
  }
  return (
    <div className="flex flex-col gap-3">
      {messages.map((draft, index) => {
        const { message } = draft;
        const label = `Message ${index + 1}`;
        const error = showErrors ? messageError(message) : null;
        const others = otherPartCount(message);
        return (
          <section
            key={draft.key}
            aria-label={label}
            className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3"
          >
            <div className="flex items-center gap-2">
              <select
                aria-label={`Role of message ${index + 1}`}
                value={message.role}
                disabled={readOnly}
                onChange={(event) => {
                  const role = event.target.value;
                  if (isEditableRole(role))
                    replace(index, { ...draft, message: withRole(message, role) });
                }}
                className={cn(fieldClasses, 'h-8 w-36 py-0 capitalize')}
              >
                {editableRoles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
                {isEditableRole(message.role) ? null : (
                  <option value={message.role}>{message.role}</option>
                )}
              </select>
              {message.role === 'tool' ? (
                <Input
                  aria-label={`Tool call id of message ${index + 1}`}
                  placeholder="tool_call_id"
                  value={message.tool_call_id}
                  disabled={readOnly}
                  onChange={(event) =>
                    replace(index, {
                      ...draft,
                      message: { ...message, tool_call_id: event.target.value },
                    })
                  }
                  className="h-8 w-48 font-mono"
                />
              ) : null}
              <div className="ml-auto flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move message ${index + 1} up`}
                  disabled={readOnly || index === 0}
                  onClick={() => onChange(moved(messages, index, -1))}
                >
                  <IconArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move message ${index + 1} down`}
                  disabled={readOnly || index === messages.length - 1}
                  onClick={() => onChange(moved(messages, index, 1))}
                >
                  <IconArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove message ${index + 1}`}
                  disabled={readOnly}
                  onClick={() => onChange(messages.filter((_, at) => at !== index))}
                >
                  <IconTrash className="size-4" aria-hidden />
                </Button>
              </div>
            </div>
            <VariableTextArea
              aria-label={`Text of message ${index + 1}`}
              aria-invalid={error ? true : undefined}
              placeholder="Write the message; {{name}} marks a variable."
              readOnly={readOnly}
              value={messageText(message)}
              onChange={(text) => replace(index, { ...draft, message: withText(message, text) })}
            />
            {others > 0 ? (
              <p className="text-xs text-muted-foreground">
                {`Also holds ${others} image, audio or file part${others === 1 ? '' : 's'}, kept as they are.`}
              </p>
            ) : null}
            {error ? <p className="text-xs text-danger-ink">{error}</p> : null}
          </section>
        );
      })}
      {readOnly ? null : (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => onChange([...messages, newMessageDraft(messages.at(-1)?.message)])}
        >
          <IconPlus className="size-4" aria-hidden />
          Add message
        </Button>
      )}
    </div>
  );
}
