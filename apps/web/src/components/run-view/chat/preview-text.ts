import { type ContentBlock, toDisplayMessages } from './display-message';

/** Longest preview kept, in characters; the table cuts it further with CSS. */
export const previewLength = 300;

function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case 'text':
    case 'refusal':
      return block.text;
    case 'image':
      return '[image]';
    case 'audio':
      return '[audio]';
    case 'file':
      return `[file ${block.fileId}]`;
    case 'json':
      return JSON.stringify(block.value) ?? '';
  }
}

/**
 * One line of text standing for a run's input or output in a table: the last message of a
 * chat (what the model was asked, or what it answered), a string as is, other values as
 * JSON. Whitespace is collapsed; the result is plain text, rendered as text.
 *
 * @example previewText([{ role: 'system', content: 'Be terse' }, { role: 'user', content: 'Hi' }]) // 'Hi'
 */
export function previewText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const messages = toDisplayMessages(value);
  let text: string;
  if (messages) {
    const last = messages.at(-1);
    const calls = last ? [last.functionCall, ...last.toolCalls].filter((call) => call) : [];
    text = last
      ? [
          ...last.content.map(blockText),
          ...calls.map((call) => `${call?.name}(${call?.arguments})`),
        ].join(' ')
      : '';
  } else {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, previewLength);
}
