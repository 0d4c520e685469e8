import { type ChatRequest, type ChatUsage, streamChat } from './stream-chat.js';

/** A whole answer of one provider call. */
export interface ChatCompletion {
  /** The text the model wrote, every piece joined. */
  text: string;
  usage: ChatUsage;
  finishReason: string | null;
  /** From the call's start to its last event. */
  durationMs: number;
}

/**
 * Runs one provider call to the end and answers its whole text, for callers
 * that need the answer rather than its pieces (judges, dataset generation,
 * experiments). Failures throw the `ProviderCallError` that `streamChat`
 * throws; an abort through `request.signal` ends with the text received so far.
 */
export async function completeChat(request: ChatRequest): Promise<ChatCompletion> {
  const started = performance.now();
  let text = '';
  let usage: ChatUsage = { promptTokens: 0, completionTokens: 0, cachedPromptTokens: 0 };
  let finishReason: string | null = null;
  for await (const event of streamChat(request)) {
    if (event.type === 'text') text += event.text;
    if (event.type === 'finish') {
      usage = event.usage;
      finishReason = event.finishReason;
    }
  }
  return { text, usage, finishReason, durationMs: Math.round(performance.now() - started) };
}
