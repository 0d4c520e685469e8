import { type ChatMessage, chatMessageSchema } from '@lookout/domain';
import { messageText } from './template-variables';

/** The roles a message of the editor can take (`function` is legacy and not offered). */
export const editableRoles = ['system', 'developer', 'user', 'assistant', 'tool'] as const;
export type EditableRole = (typeof editableRoles)[number];

/** A message in the editor, with a key that stays the same while messages move. */
export interface MessageDraft {
  key: string;
  message: ChatMessage;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `message-${nextKey}`;
}

export function toMessageDrafts(messages: readonly ChatMessage[]): MessageDraft[] {
  return messages.map((message) => ({ key: newKey(), message }));
}

/** A new empty message: a user one, or the other side of the conversation after a user. */
export function newMessageDraft(previous?: ChatMessage): MessageDraft {
  const role = previous?.role === 'user' ? 'assistant' : 'user';
  return { key: newKey(), message: { role, content: '' } };
}

/**
 * The message with new text. Multi-part content keeps its image, audio and file parts: the
 * text replaces the text parts.
 */
export function withText(message: ChatMessage, text: string): ChatMessage {
  if (!Array.isArray(message.content)) return { ...message, content: text } as ChatMessage;
  const others = message.content.filter((part) => part.type !== 'text');
  return { ...message, content: [{ type: 'text', text }, ...others] } as ChatMessage;
}

/** The message as another role; fields only the old role has are dropped. */
export function withRole(message: ChatMessage, role: EditableRole): ChatMessage {
  const content = messageText(message);
  if (role === 'tool') {
    const callId = message.role === 'tool' ? message.tool_call_id : '';
    return { role, content, tool_call_id: callId };
  }
  return { role, content };
}

/** Moves the item at `from` by `offset` places, staying inside the list. */
export function moved<T>(items: readonly T[], from: number, offset: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + offset));
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Why a message cannot be saved, or null. */
export function messageError(message: ChatMessage): string | null {
  const parsed = chatMessageSchema.safeParse(message);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This message is not valid');
}

/** How many parts other than text a message holds (kept, but not edited here). */
export function otherPartCount(message: ChatMessage): number {
  return Array.isArray(message.content)
    ? message.content.filter((part) => part.type !== 'text').length
    : 0;
}
