import type { ChatRole, DatasetItemValue, DatasetMessage } from '@lookout/domain';

/** One message as the item editor holds it: its text and the URLs of its images. */
export interface MessageDraft {
  role: ChatRole;
  text: string;
  imageUrls: string[];
}

/** An item's input or output as the editor holds it: plain text, or chat messages. */
export type ValueDraft =
  | { kind: 'text'; text: string }
  | { kind: 'chat'; messages: MessageDraft[] };

/** The value shown in a table cell: the text, or each message as "role: text [image]". */
export function itemValueText(value: DatasetItemValue | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return value.map((message) => `${message.role}: ${messageText(message)}`).join('\n');
}

function messageText(message: DatasetMessage): string {
  if (typeof message.content === 'string') return message.content;
  return message.content
    .map((part) => (part.type === 'text' ? part.text : `[image ${part.image_url.url}]`))
    .join(' ');
}

/** The editor's draft of a stored value. */
export function toValueDraft(value: DatasetItemValue | null): ValueDraft {
  if (value === null || typeof value === 'string') return { kind: 'text', text: value ?? '' };
  return {
    kind: 'chat',
    messages: value.map((message) =>
      typeof message.content === 'string'
        ? { role: message.role, text: message.content, imageUrls: [] }
        : {
            role: message.role,
            text: message.content
              .flatMap((part) => (part.type === 'text' ? [part.text] : []))
              .join('\n'),
            imageUrls: message.content.flatMap((part) =>
              part.type === 'image_url' ? [part.image_url.url] : [],
            ),
          },
    ),
  };
}

/**
 * The value to send for a draft, or the reason it cannot be sent. A message with images becomes
 * text and image_url parts; one without stays plain text.
 */
export function fromValueDraft(
  draft: ValueDraft,
  field: string,
): { value: DatasetItemValue } | { error: string } {
  if (draft.kind === 'text') return { value: draft.text };
  if (draft.messages.length === 0) return { error: `${field} needs at least one message` };
  const messages: DatasetMessage[] = [];
  for (const [index, message] of draft.messages.entries()) {
    const urls = message.imageUrls.map((url) => url.trim()).filter(Boolean);
    const bad = urls.find((url) => !/^(https?:|data:)/i.test(url));
    if (bad) return { error: `Message ${index + 1}: "${bad}" is not an http(s) or data: URL` };
    messages.push({
      role: message.role,
      content:
        urls.length === 0
          ? message.text
          : [
              ...(message.text ? [{ type: 'text' as const, text: message.text }] : []),
              ...urls.map((url) => ({ type: 'image_url' as const, image_url: { url } })),
            ],
    });
  }
  return { value: messages };
}

/** Metadata typed as JSON in the editor, or why it is not an object. */
export function parseMetadata(
  text: string,
): { value: Record<string, unknown> } | { error: string } {
  if (!text.trim()) return { value: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { error: 'Metadata must be a JSON object, like {"topic": "billing"}' };
    }
    return { value: parsed as Record<string, unknown> };
  } catch {
    return { error: 'Metadata is not valid JSON' };
  }
}
