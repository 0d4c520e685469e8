import { type ChatMessage, chatMessageSchema, type DatasetFormat } from '@lookout/domain';
import { z } from 'zod';
import type { PromptMessages } from './dataset-v1.repository.js';

const messagesSchema = z.array(chatMessageSchema).min(1);

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value
      .flatMap((part: { type?: unknown; text?: unknown }) =>
        part?.type === 'text' && typeof part.text === 'string' ? [part.text] : [],
      )
      .join('\n');
  }
  return '';
}

function asMessages(value: unknown): ChatMessage[] | null {
  if (value === null || value === undefined) return null;
  const parsed = messagesSchema.safeParse(Array.isArray(value) ? value : [value]);
  return parsed.success ? parsed.data : null;
}

/**
 * A logged run's input as a prompt of a dataset of `format`: chat messages stay
 * messages (text becomes one user message); a text dataset takes the text
 * (messages' texts one per line); other JSON becomes its JSON text.
 */
export function runInputToPrompt(input: unknown, format: DatasetFormat): PromptMessages {
  const messages = asMessages(input);
  const text =
    typeof input === 'string'
      ? input
      : messages
        ? messages.map((message) => textOf(message.content)).join('\n')
        : input === null || input === undefined
          ? ''
          : JSON.stringify(input);
  if (format === 'text') return text;
  return messages ?? [{ role: 'user', content: text }];
}

/** A logged run's output as an ideal output: its text (the last message's for messages), or its JSON text. */
export function runOutputToIdeal(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'string') return output;
  const messages = asMessages(output);
  const last = messages?.at(-1);
  if (last) return textOf(last.content);
  return JSON.stringify(output);
}
