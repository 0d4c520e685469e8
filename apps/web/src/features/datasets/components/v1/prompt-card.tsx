import { type ChatMessage, type ChatRole, chatRoles, type DatasetPrompt } from '@lookout/domain';
import { Button, Card, cn, fieldClasses, Textarea } from '@lookout/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { VariationRow } from './variation-row';

interface PromptCardProps {
  prompt: DatasetPrompt;
  index: number;
  canEdit: boolean;
  onSave: (messages: DatasetPrompt['messages']) => void;
  onDelete: () => void;
  onAddVariation: () => void;
  onSaveVariation: (
    id: string,
    body: { variables: Record<string, string>; context: string | null; idealOutput: string | null },
  ) => void;
  onDeleteVariation: (id: string) => void;
  saving: boolean;
}

type Line = { role: ChatRole; content: string };

function toLines(messages: ChatMessage[]): Line[] {
  return messages.map((message) => ({
    role: message.role,
    content:
      typeof message.content === 'string'
        ? message.content
        : message.content === null || message.content === undefined
          ? ''
          : JSON.stringify(message.content),
  }));
}

/** One prompt of a v1 dataset: its messages (or text) and its variations. */
export function PromptCard(props: PromptCardProps) {
  const { prompt, index, canEdit } = props;
  const isText = typeof prompt.messages === 'string';
  const [text, setText] = useState(typeof prompt.messages === 'string' ? prompt.messages : '');
  const [lines, setLines] = useState<Line[]>(
    typeof prompt.messages === 'string' ? [] : toLines(prompt.messages),
  );
  const name = `Prompt ${index + 1}`;
  const save = () =>
    props.onSave(
      isText
        ? text
        : lines.map((line) => ({ role: line.role, content: line.content }) as ChatMessage),
    );
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={name}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-medium text-sm">{name}</h2>
        {canEdit ? (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" loading={props.saving} onClick={save}>
              Save prompt
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${name}`}
              onClick={props.onDelete}
            >
              <IconTrash className="size-4" aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
      {isText ? (
        <Textarea
          aria-label={`${name} text`}
          rows={3}
          value={text}
          readOnly={!canEdit}
          onChange={(event) => setText(event.target.value)}
        />
      ) : (
        <div className="flex flex-col gap-2">
          {lines.map((line, at) => (
            <div key={`${name}-${at + 1}`} className="flex gap-2">
              <select
                aria-label={`${name} message ${at + 1} role`}
                value={line.role}
                disabled={!canEdit}
                onChange={(event) =>
                  setLines(
                    lines.map((each, i) =>
                      i === at ? { ...each, role: event.target.value as ChatRole } : each,
                    ),
                  )
                }
                className={cn(fieldClasses, 'h-8 w-32 py-0')}
              >
                {chatRoles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
              <Textarea
                aria-label={`${name} message ${at + 1} content`}
                rows={2}
                value={line.content}
                readOnly={!canEdit}
                onChange={(event) =>
                  setLines(
                    lines.map((each, i) =>
                      i === at ? { ...each, content: event.target.value } : each,
                    ),
                  )
                }
              />
            </div>
          ))}
          {canEdit ? (
            <Button
              size="sm"
              variant="outline"
              className="self-start"
              onClick={() => setLines([...lines, { role: 'user', content: '' }])}
            >
              <IconPlus className="size-4" aria-hidden />
              Add message
            </Button>
          ) : null}
        </div>
      )}
      <table aria-label={`${name} variations`} className="w-full table-fixed text-left text-sm">
        <thead>
          <tr className="text-muted-foreground text-xs">
            <th scope="col" className="px-1 font-medium">
              Variables (name=value)
            </th>
            <th scope="col" className="px-1 font-medium">
              Context
            </th>
            <th scope="col" className="px-1 font-medium">
              Ideal output
            </th>
            <th scope="col" className="w-28 px-1">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prompt.variations.map((variation, at) => (
            <VariationRow
              key={variation.id}
              label={`${name} variation ${at + 1}`}
              variation={variation}
              canEdit={canEdit}
              onSave={(body) => props.onSaveVariation(variation.id, body)}
              onDelete={() => props.onDeleteVariation(variation.id)}
            />
          ))}
        </tbody>
      </table>
      {canEdit ? (
        <Button size="sm" variant="outline" className="self-start" onClick={props.onAddVariation}>
          <IconPlus className="size-4" aria-hidden />
          Add variation
        </Button>
      ) : null}
    </Card>
  );
}
