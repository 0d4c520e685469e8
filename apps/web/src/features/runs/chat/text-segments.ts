/** A stretch of message text: prose, or a fenced code block with its language. */
export type TextSegment =
  | { kind: 'prose'; text: string }
  | { kind: 'code'; text: string; language: string };

const fence = /```([\w+#.-]*)[^\S\n]*\n([\s\S]*?)(?:\n```|$)/g;

/**
 * Splits text at Markdown code fences (```lang … ```), so code shows in a monospaced block and
 * the rest as plain text. An unclosed fence runs to the end, as it does while a model streams.
 * Nothing else of Markdown is interpreted: the text is shown exactly as logged.
 *
 * @example splitCodeFences('Run:\n```sh\nls\n```') // [{ kind: 'prose', text: 'Run:\n' }, { kind: 'code', text: 'ls', language: 'sh' }]
 */
export function splitCodeFences(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(fence)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'prose', text: text.slice(last, start) });
    segments.push({ kind: 'code', text: match[2] ?? '', language: match[1] ?? '' });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'prose', text: text.slice(last) });
  return segments;
}
