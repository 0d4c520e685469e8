import type { Run } from '@lookout/domain';

/** The columns of a CSV export, in order. */
const csvColumns = [
  ['id', (run: Run) => run.id],
  ['type', (run: Run) => run.type],
  ['name', (run: Run) => run.name],
  ['status', (run: Run) => run.status],
  ['createdAt', (run: Run) => run.createdAt],
  ['endedAt', (run: Run) => run.endedAt],
  ['durationMs', (run: Run) => run.duration],
  ['userId', (run: Run) => run.userId],
  ['input', (run: Run) => run.input],
  ['output', (run: Run) => run.output],
  ['error', (run: Run) => run.error?.message ?? null],
  ['tags', (run: Run) => run.tags.join(', ')],
  ['metadata', (run: Run) => run.metadata],
  ['promptTokens', (run: Run) => run.promptTokens],
  ['completionTokens', (run: Run) => run.completionTokens],
  ['totalTokens', (run: Run) => run.totalTokens],
  ['cost', (run: Run) => run.cost],
  ['feedback', (run: Run) => run.feedback?.thumb ?? null],
  ['feedbackComment', (run: Run) => run.feedback?.comment ?? null],
  ['parentRunId', (run: Run) => run.parentRunId],
  ['traceId', (run: Run) => run.traceId],
] as const;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; JSON for structured values. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line of a CSV export. */
export function csvHeader(): string {
  return `${csvColumns.map(([name]) => name).join(',')}\r\n`;
}

/** One run as a CSV line. */
export function csvLine(run: Run): string {
  return `${csvColumns.map(([, read]) => csvField(read(run))).join(',')}\r\n`;
}

/** One run as a JSON line. */
export function jsonLine(run: Run): string {
  return `${JSON.stringify(run)}\n`;
}

type ChatLike = { role: string; content?: unknown };

function asMessages(value: unknown): ChatLike[] | null {
  if (typeof value === 'string') return [{ role: 'user', content: value }];
  if (
    Array.isArray(value) &&
    value.every((item) => item && typeof item === 'object' && typeof item.role === 'string')
  ) {
    return value as ChatLike[];
  }
  if (value && typeof value === 'object' && typeof (value as ChatLike).role === 'string')
    return [value as ChatLike];
  return null;
}

/**
 * One LLM call as an OpenAI fine-tuning example (`{"messages": [...]}`):
 * the input conversation followed by the answer. Runs that are not chat
 * completions with an answer give no line.
 */
export function openAiFineTuningLine(run: Run): string {
  if (run.type !== 'llm' || run.status !== 'success') return '';
  const input = asMessages(run.input);
  const output =
    typeof run.output === 'string'
      ? [{ role: 'assistant', content: run.output }]
      : asMessages(run.output);
  if (!input || !output || output.length === 0) return '';
  const messages = [...input, ...output].map(({ role, content, ...rest }) => ({
    role,
    content: content ?? null,
    ...rest,
  }));
  return `${JSON.stringify({ messages })}\n`;
}
