import { type ChatRole, chatRoles } from '@lookout/domain';
import { Button, cn, fieldClasses, Input, SegmentedControl, Textarea } from '@lookout/ui';
import { IconPhotoPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { MessageDraft, ValueDraft } from '../item-value';

interface ValueEditorProps {
  label: string;
  value: ValueDraft;
  onChange: (value: ValueDraft) => void;
}

const kindChoices = [
  { value: 'text', label: 'Text' },
  { value: 'chat', label: 'Chat messages' },
] as const;

/** An item's input or output: plain text, or chat messages with roles and image URLs. */
export function ValueEditor({ label, value, onChange }: ValueEditorProps) {
  const id = useId();
  const switchKind = (kind: ValueDraft['kind']) =>
    onChange(
      kind === 'text'
        ? {
            kind: 'text',
            text: value.kind === 'chat' ? value.messages.map((m) => m.text).join('\n') : value.text,
          }
        : {
            kind: 'chat',
            messages: [
              { role: 'user', text: value.kind === 'text' ? value.text : '', imageUrls: [] },
            ],
          },
    );
  return (
    <fieldset aria-label={label} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <legend className="font-medium text-sm">{label}</legend>
        <SegmentedControl
          size="sm"
          aria-label={`${label} format`}
          value={value.kind}
          onChange={switchKind}
          data={kindChoices}
        />
      </div>
      {value.kind === 'text' ? (
        <Textarea
          id={id}
          aria-label={label}
          rows={3}
          value={value.text}
          onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
        />
      ) : (
        <MessagesEditor
          label={label}
          messages={value.messages}
          onChange={(messages) => onChange({ kind: 'chat', messages })}
        />
      )}
    </fieldset>
  );
}

function MessagesEditor({
  label,
  messages,
  onChange,
}: {
  label: string;
  messages: MessageDraft[];
  onChange: (messages: MessageDraft[]) => void;
}) {
  const set = (index: number, change: Partial<MessageDraft>) =>
    onChange(messages.map((message, at) => (at === index ? { ...message, ...change } : message)));
  return (
    <div className="flex flex-col gap-2">
      {messages.map((message, index) => {
        const name = `${label} message ${index + 1}`;
        return (
          <div key={index} className="flex flex-col gap-1.5 rounded-md border border-border p-2">
            <div className="flex items-center gap-2">
              <select
                aria-label={`${name} role`}
                value={message.role}
                onChange={(event) => set(index, { role: event.target.value as ChatRole })}
                className={cn(fieldClasses, 'h-7 w-32 py-0 text-xs')}
              >
                {chatRoles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Add an image to ${name}`}
                onClick={() => set(index, { imageUrls: [...message.imageUrls, ''] })}
              >
                <IconPhotoPlus className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="ml-auto"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(messages.filter((_, at) => at !== index))}
              >
                <IconTrash className="size-4" aria-hidden />
              </Button>
            </div>
            <Textarea
              aria-label={`${name} text`}
              rows={2}
              value={message.text}
              onChange={(event) => set(index, { text: event.target.value })}
            />
            {message.imageUrls.map((url, urlIndex) => (
              <div key={urlIndex} className="flex items-center gap-2">
                <Input
                  aria-label={`${name} image ${urlIndex + 1}`}
                  placeholder="https://…/image.png"
                  value={url}
                  className="h-7 text-xs"
                  onChange={(event) =>
                    set(index, {
                      imageUrls: message.imageUrls.map((each, at) =>
                        at === urlIndex ? event.target.value : each,
                      ),
                    })
                  }
                />
              </div>
            ))}
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() =>
          onChange([
            ...messages,
            {
              role: messages.at(-1)?.role === 'user' ? 'assistant' : 'user',
              text: '',
              imageUrls: [],
            },
          ])
        }
      >
        <IconPlus className="size-4" aria-hidden />
        Add message
      </Button>
    </div>
  );
}
