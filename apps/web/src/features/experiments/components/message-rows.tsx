import {
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@lookout/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { MessageDraft } from '../experiment-draft';

const roles = ['system', 'user', 'assistant'] as const satisfies readonly MessageDraft['role'][];

interface MessageRowsProps {
  /** Names the rows for screen readers: 'Variant 2'. */
  owner: string;
  messages: MessageDraft[];
  onChange: (messages: MessageDraft[]) => void;
  error?: string | undefined;
}

/** Ad-hoc prompt messages: a role and a text per row, added and removed freely. */
export function MessageRows({ owner, messages, onChange, error }: MessageRowsProps) {
  const change = (index: number, patch: Partial<MessageDraft>) =>
    onChange(messages.map((message, at) => (at === index ? { ...message, ...patch } : message)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Messages</legend>
      {messages.map((message, index) => (
        <div key={index} className="flex items-start gap-2">
          <Select
            value={message.role}
            onValueChange={(role) => change(index, { role: role as MessageDraft['role'] })}
          >
            <SelectTrigger
              size="sm"
              className="w-28"
              aria-label={`${owner}, role of message ${index + 1}`}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {roles.map((role) => (
                <SelectItem key={role} value={role}>
                  {role}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Textarea
            rows={2}
            aria-label={`${owner}, message ${index + 1}`}
            value={message.content}
            onChange={(event) => change(index, { content: event.target.value })}
            placeholder="Text, with {{variables}} from the item's metadata and {{input}}"
            className="min-h-9 flex-1 font-mono text-xs"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${owner}, remove message ${index + 1}`}
            onClick={() => onChange(messages.filter((_, at) => at !== index))}
          >
            <IconTrash className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...messages, { role: 'user', content: '' }])}
        >
          <IconPlus className="size-4" aria-hidden />
          Add message
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Without {'{{input}}'}, the item's input messages follow these.
      </p>
      {error ? <p className="text-xs text-danger-ink">{error}</p> : null}
    </fieldset>
  );
}
