import type { JsonValue } from '@lookout/domain';
import { countTokens as countO200k } from 'gpt-tokenizer';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { isJsonObject } from './json-value.js';
import type { RunTokens } from './run-event.js';

/** Special-token text such as `<|endoftext|>` in a prompt is ordinary text here. */
const asPlainText = { disallowedSpecial: new Set<string>() };

/** Past this many characters, count a prefix and scale: the estimate stays close, and pathological text (one repeated character) cannot stall ingestion. */
const maxCountedChars = 50_000;

/** Counted in slices of this many characters (see countTextTokens). */
const sliceChars = 2_000;

/** OpenAI's chat format: each message costs a few tokens around its content, and the reply is primed. */
const tokensPerMessage = 3;
const tokensPerName = 1;
const replyPriming = 3;

/**
 * Models counted with cl100k_base: GPT-4 (but not 4o, 4.1 or 4.5), GPT-3.5 (Azure spells it
 * gpt-35) and the ada-era models, also as fine-tunes (`ft:gpt-3.5-turbo:acme::id`). Newer OpenAI
 * models and all others are counted with o200k_base.
 */
const cl100kModels = /^(ft:)?(gpt-4(?!o|\.[15])|gpt-3\.?5|text-embedding-(ada|3)|davinci|babbage)/;

function usesCl100k(model: string | undefined): boolean {
  if (!model) return false;
  // A provider prefix (`openai/gpt-4`, `openrouter/openai/gpt-4`) names the same model.
  const name = model.toLowerCase();
  return cl100kModels.test(name.slice(name.lastIndexOf('/') + 1));
}

/**
 * Tokens in a text, with the tokenizer of the model's family (an estimate for
 * models of other providers).
 * @example countTextTokens('Capital of France?', 'gpt-4o-mini') // 4
 */
export function countTextTokens(text: string, model?: string): number {
  const count = usesCl100k(model) ? countCl100k : countO200k;
  const counted = text.slice(0, maxCountedChars);
  // BPE merges grow with the length of an unbroken word, so a long run of one character is
  // quadratic: count in slices, which changes a count by at most a token at each cut.
  let tokens = 0;
  for (let start = 0; start < counted.length; start += sliceChars) {
    tokens += count(counted.slice(start, start + sliceChars), asPlainText);
  }
  return counted === text ? tokens : Math.round((tokens * text.length) / maxCountedChars);
}

function contentTokens(content: JsonValue | undefined, model: string | undefined): number {
  if (typeof content === 'string') return countTextTokens(content, model);
  if (!Array.isArray(content))
    return content === undefined || content === null
      ? 0
      : countTextTokens(JSON.stringify(content), model);
  // Text parts count; images, audio and files are billed by other rules and left out.
  return content.reduce<number>((sum, part) => {
    if (typeof part === 'string') return sum + countTextTokens(part, model);
    if (isJsonObject(part) && typeof part.text === 'string')
      return sum + countTextTokens(part.text, model);
    return sum;
  }, 0);
}

function isChatMessage(value: JsonValue): value is Record<string, JsonValue> {
  return isJsonObject(value) && typeof value.role === 'string';
}

function messageTokens(message: Record<string, JsonValue>, model: string | undefined): number {
  let tokens = countTextTokens(String(message.role), model) + contentTokens(message.content, model);
  if (typeof message.name === 'string')
    tokens += tokensPerName + countTextTokens(message.name, model);
  if (Array.isArray(message.tool_calls)) {
    for (const call of message.tool_calls) {
      if (isJsonObject(call)) tokens += functionTokens(call.function, model);
    }
  }
  // The legacy single `function_call` of older OpenAI SDKs.
  return tokens + functionTokens(message.function_call, model);
}

/** A function call's name and arguments (the JSON text the model wrote); 0 for anything else. */
function functionTokens(fn: JsonValue | undefined, model: string | undefined): number {
  return isJsonObject(fn) ? contentTokens(fn.name, model) + contentTokens(fn.arguments, model) : 0;
}

/**
 * Tokens of a run's input or output as SDKs log it: a list of chat messages
 * (with OpenAI's per-message overhead; `asPrompt` adds the reply priming), a
 * single message, text, or any other JSON (counted as its JSON text).
 *
 * @example countPayloadTokens([{ role: 'user', content: 'Capital of France?' }], { model: 'gpt-4o', asPrompt: true })
 */
export function countPayloadTokens(
  value: JsonValue | undefined,
  options: { model?: string | undefined; asPrompt?: boolean } = {},
): number {
  const { model } = options;
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string') return countTextTokens(value, model);
  if (Array.isArray(value) && value.length > 0 && value.every(isChatMessage)) {
    const tokens = value.reduce<number>(
      (sum, message) => sum + tokensPerMessage + messageTokens(message, model),
      0,
    );
    return tokens + (options.asPrompt ? replyPriming : 0);
  }
  if (isChatMessage(value)) return messageTokens(value, model);
  return countTextTokens(JSON.stringify(value), model);
}

/** The fields of a merged run that token counting reads. */
export interface TokenCountedRun {
  type?: string | undefined;
  model?: string | undefined;
  name?: string | undefined;
  input?: JsonValue | undefined;
  output?: JsonValue | undefined;
  tokens: RunTokens;
}

export interface ResolvedTokens {
  prompt: number;
  completion: number;
  cachedPrompt?: number;
  total: number;
  /** True when some count was made here rather than sent by the SDK. */
  estimated: boolean;
}

/**
 * The token counts to store for an LLM or embedding run: the SDK's counts when
 * it sent them, else counted locally from the input (prompt) and output
 * (completion); streamed calls often arrive without counts. Undefined for other
 * run types. Compute it when writing the row; never merge the estimate back
 * into the run's events, or a later real count could lose to it.
 *
 * @example resolveRunTokens({ type: 'llm', model: 'gpt-4o', input: 'Hi', output: 'Hello!', tokens: {} })
 * // { prompt: 1, completion: 2, total: 3, estimated: true }
 */
export function resolveRunTokens(run: TokenCountedRun): ResolvedTokens | undefined {
  if (run.type !== 'llm' && run.type !== 'embed') return undefined;
  const model = run.model ?? run.name;
  const sent = run.tokens;
  const prompt =
    sent.prompt ?? countPayloadTokens(run.input, { model, asPrompt: run.type === 'llm' });
  const completion =
    sent.completion ?? (run.type === 'embed' ? 0 : countPayloadTokens(run.output, { model }));
  const estimated =
    sent.prompt === undefined || (sent.completion === undefined && run.type === 'llm');
  const total = !estimated && sent.total !== undefined ? sent.total : prompt + completion;
  return sent.cachedPrompt === undefined
    ? { prompt, completion, total, estimated }
    : { prompt, completion, cachedPrompt: sent.cachedPrompt, total, estimated };
}
