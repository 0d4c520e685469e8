import type { ChatMessage } from '@lookout/domain';
import type { ModelMessage } from 'ai';

/** Messages or tools the provider layer cannot send; the route answers 400 with this message. */
export class ChatInputError extends Error {
  override name = 'ChatInputError';
}

type TextContent = string | readonly { type: 'text'; text: string }[];

const textOf = (content: TextContent | null | undefined): string =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text).join('');

function parseArguments(text: string, at: number): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    throw new ChatInputError(
      `messages.${at}: tool call arguments must be JSON (got ${JSON.stringify(text.slice(0, 80))})`,
    );
  }
}

/**
 * Turns chat messages in OpenAI's shape (SPEC §3) into the provider library's
 * messages, so one conversation runs on any provider. Tool results find their
 * tool's name from the assistant message that called it.
 */
export function toModelMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  const toolNames = new Map<string, string>();
  return messages.map((message, at) => toModelMessage(message, at, toolNames));
}

function toModelMessage(
  message: ChatMessage,
  at: number,
  toolNames: Map<string, string>,
): ModelMessage {
  switch (message.role) {
    case 'system':
    case 'developer':
      return { role: 'system', content: textOf(message.content) };
    case 'user': {
      if (typeof message.content === 'string') return { role: 'user', content: message.content };
      return {
        role: 'user',
        content: message.content.map((part) => {
          if (part.type === 'text') return { type: 'text', text: part.text };
          if (part.type === 'image_url') return { type: 'image', image: part.image_url.url };
          throw new ChatInputError(
            `messages.${at}: ${part.type} parts cannot be sent from the playground; use text or image_url`,
          );
        }),
      };
    }
    case 'assistant': {
      const content = message.content;
      const text =
        typeof content === 'string'
          ? content
          : (content ?? [])
              .map((part) => (part.type === 'text' ? part.text : part.refusal))
              .join('');
      const calls = (message.tool_calls ?? []).map((call) => {
        toolNames.set(call.id, call.function.name);
        return {
          type: 'tool-call' as const,
          toolCallId: call.id,
          toolName: call.function.name,
          input: parseArguments(call.function.arguments, at),
        };
      });
      if (calls.length === 0) return { role: 'assistant', content: text };
      return {
        role: 'assistant',
        content: [...(text ? [{ type: 'text' as const, text }] : []), ...calls],
      };
    }
    case 'tool':
      return {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: message.tool_call_id,
            toolName: toolNames.get(message.tool_call_id) ?? 'tool',
            output: { type: 'text', value: textOf(message.content) },
          },
        ],
      };
    case 'function':
      throw new ChatInputError(
        `messages.${at}: legacy function messages cannot be sent from the playground; use a tool message`,
      );
  }
}
