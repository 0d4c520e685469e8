/**
 * Chat messages as the run viewer shows them. Logged content comes from any SDK, so it is read
 * defensively: every field is checked, and anything unexpected is kept as raw JSON instead of
 * being dropped.
 */

/** One piece of a message's content. */
export type ContentBlock =
  | { kind: 'text'; text: string }
  | { kind: 'image'; url: string; detail?: string }
  | { kind: 'audio'; url: string; format?: string }
  | { kind: 'file'; fileId: string }
  | { kind: 'refusal'; text: string }
  | { kind: 'json'; value: unknown };

/** A call the model asked for: a tool call or a legacy function call. */
export interface DisplayToolCall {
  id?: string;
  name: string;
  /** The JSON text the model wrote. */
  arguments: string;
}

/** One message, ready to render. */
export interface DisplayMessage {
  role: string;
  name?: string;
  content: ContentBlock[];
  toolCalls: DisplayToolCall[];
  functionCall?: DisplayToolCall;
  /** The tool call a tool message answers. */
  toolCallId?: string;
  /** Audio the model produced earlier, by id. */
  audioId?: string;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function readPart(part: unknown): ContentBlock {
  if (typeof part === 'string') return { kind: 'text', text: part };
  if (!isRecord(part)) return { kind: 'json', value: part };
  switch (part.type) {
    case 'text': {
      const value = text(part.text);
      return value === undefined ? { kind: 'json', value: part } : { kind: 'text', text: value };
    }
    case 'image_url': {
      const image = part.image_url;
      const url = isRecord(image) ? text(image.url) : text(image);
      if (!url) return { kind: 'json', value: part };
      const detail = isRecord(image) ? text(image.detail) : undefined;
      return detail ? { kind: 'image', url, detail } : { kind: 'image', url };
    }
    case 'input_audio': {
      const audio = part.input_audio;
      const url = isRecord(audio) ? (text(audio.url) ?? dataUrlOf(audio)) : undefined;
      if (!url || !isRecord(audio)) return { kind: 'json', value: part };
      const format = text(audio.format);
      return format ? { kind: 'audio', url, format } : { kind: 'audio', url };
    }
    case 'file': {
      const file = part.file;
      const fileId = isRecord(file) ? (text(file.file_id) ?? text(file.filename)) : undefined;
      return fileId ? { kind: 'file', fileId } : { kind: 'json', value: part };
    }
    case 'refusal': {
      const value = text(part.refusal);
      return value === undefined ? { kind: 'json', value: part } : { kind: 'refusal', text: value };
    }
    default:
      return { kind: 'json', value: part };
  }
}

/** OpenAI's input_audio carries base64 `data` with a `format`; play it as a data URL. */
function dataUrlOf(audio: JsonRecord): string | undefined {
  const data = text(audio.data);
  if (!data) return undefined;
  return `data:audio/${text(audio.format) ?? 'wav'};base64,${data}`;
}

function readContent(content: unknown): ContentBlock[] {
  if (content === null || content === undefined) return [];
  if (typeof content === 'string') return content === '' ? [] : [{ kind: 'text', text: content }];
  if (Array.isArray(content)) return content.map(readPart);
  return [{ kind: 'json', value: content }];
}

function readCall(call: unknown): DisplayToolCall | undefined {
  if (!isRecord(call)) return undefined;
  const fn = isRecord(call.function) ? call.function : call;
  const name = text(fn.name);
  if (!name) return undefined;
  const args = fn.arguments;
  const argumentsText = typeof args === 'string' ? args : JSON.stringify(args ?? {});
  const id = text(call.id);
  return id ? { id, name, arguments: argumentsText } : { name, arguments: argumentsText };
}

/** Whether a value looks like one chat message (an object with a string role). */
export function isMessageLike(value: unknown): value is JsonRecord {
  return isRecord(value) && typeof value.role === 'string';
}

/** One logged message as the viewer shows it. */
export function toDisplayMessage(message: JsonRecord): DisplayMessage {
  const role = text(message.role) ?? 'unknown';
  const content = readContent(message.content ?? message.text);
  const refusal = text(message.refusal);
  if (refusal) content.push({ kind: 'refusal', text: refusal });
  const toolCalls = Array.isArray(message.tool_calls)
    ? message.tool_calls.map(readCall).filter((call) => call !== undefined)
    : [];
  const display: DisplayMessage = { role, content, toolCalls };
  const name = text(message.name);
  if (name) display.name = name;
  const functionCall = readCall(message.function_call);
  if (functionCall) display.functionCall = functionCall;
  const toolCallId = text(message.tool_call_id);
  if (toolCallId) display.toolCallId = toolCallId;
  if (isRecord(message.audio) && text(message.audio.id)) display.audioId = text(message.audio.id);
  return display;
}

/**
 * The messages of a run's input or output, or null when the value is not a chat (a plain
 * string, a number, an object without a role…), which the viewer shows as text or JSON.
 *
 * @example toDisplayMessages([{ role: 'user', content: 'Hi' }])?.[0]?.content // [{ kind: 'text', text: 'Hi' }]
 */
export function toDisplayMessages(value: unknown): DisplayMessage[] | null {
  if (isMessageLike(value)) return [toDisplayMessage(value)];
  if (Array.isArray(value) && value.length > 0 && value.every(isMessageLike)) {
    return value.map(toDisplayMessage);
  }
  return null;
}
