import {
  type ChatMessage,
  type DatasetItemValue,
  MissingTemplateVariableError,
  renderTemplate,
  templateVariables,
} from '@lookout/domain';

/** A prompt uses a `{{variable}}` the item has no value for. */
export class MissingItemVariableError extends Error {
  constructor(readonly variable: string) {
    super(
      `The prompt uses {{${variable}}}, but the item's metadata has no "${variable}"; add it to the item's metadata or remove it from the prompt.`,
    );
    this.name = 'MissingItemVariableError';
  }
}

/** The text of a message's content: a string, or its text parts joined. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .flatMap((part: { type?: unknown; text?: unknown }) =>
      part?.type === 'text' && typeof part.text === 'string' ? [part.text] : [],
    )
    .join('\n');
}

/**
 * An item's input as text, the value of `{{input}}`: the string itself, or
 * the messages' texts one per line.
 * @example itemInputText([{ role: 'user', content: 'Hi' }]) // 'Hi'
 */
export function itemInputText(input: DatasetItemValue): string {
  if (typeof input === 'string') return input;
  return input.map((message) => contentText(message.content)).join('\n');
}

/** An item's input as chat messages: a string becomes one user message. */
export function itemInputMessages(input: DatasetItemValue): ChatMessage[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  return input as ChatMessage[];
}

/** Metadata values as template values: strings as they are, anything else as JSON. */
function variableValues(
  metadata: Readonly<Record<string, unknown>>,
  input: DatasetItemValue,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (value === undefined || value === null) continue;
    values[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  values.input = itemInputText(input);
  return values;
}

/**
 * The chat messages sent to a model for a dataset item:
 * - without a prompt, the item's input (a string as one user message);
 * - with a prompt, its messages with every `{{variable}}` filled from the
 *   item's metadata (`{{input}}` is the item's input as text), followed by
 *   the item's input messages unless the prompt uses `{{input}}`.
 * Throws `MissingItemVariableError` naming a variable the item has no value for.
 * @example itemPromptMessages({ input: 'Hi', metadata: { lang: 'fr' } }, { messages: [{ role: 'system', content: 'Answer in {{lang}}' }] })
 * // [{ role: 'system', content: 'Answer in fr' }, { role: 'user', content: 'Hi' }]
 */
export function itemPromptMessages(
  item: { input: DatasetItemValue; metadata: Readonly<Record<string, unknown>> },
  prompt: { messages: ChatMessage[] | null },
): ChatMessage[] {
  if (!prompt.messages) return itemInputMessages(item.input);
  let rendered: ChatMessage[];
  try {
    rendered = renderTemplate(prompt.messages, variableValues(item.metadata, item.input));
  } catch (error) {
    if (error instanceof MissingTemplateVariableError)
      throw new MissingItemVariableError(error.variable);
    throw error;
  }
  if (templateVariables(prompt.messages).includes('input')) return rendered;
  return [...rendered, ...itemInputMessages(item.input)];
}
