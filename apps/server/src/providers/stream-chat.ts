import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { ChatMessage } from '@lookout/domain';
import { jsonSchema, type LanguageModel, Output, streamText, type Tool, type ToolChoice } from 'ai';
import { privateNetworkRefusal } from '../outbound/private-network-refused.js';
import {
  type ProviderConnection,
  providerConnections,
  providerDisplayNames,
} from './provider-connections.js';
import { ProviderCallError, streamCutError, toProviderCallError } from './provider-error.js';
import { ChatInputError, toModelMessages } from './to-model-messages.js';

/** Sampling settings in OpenAI's names, as templates store them. */
export interface ChatParams {
  max_tokens?: number;
  temperature?: number;
  top_p?: number;
  presence_penalty?: number;
  frequency_penalty?: number;
  stop?: string[];
  seed?: number;
}

/** An OpenAI-style function tool offered to the model. */
export interface FunctionTool {
  type: 'function';
  function?: { name?: unknown; description?: unknown; parameters?: unknown };
}

/** One provider call. */
export interface ChatRequest {
  connection: ProviderConnection;
  model: string;
  messages: readonly ChatMessage[];
  params: ChatParams;
  tools?: readonly FunctionTool[];
  /** OpenAI's forms: `auto`, `none`, `required`, or `{ type: 'function', function: { name } }`. */
  toolChoice?: unknown;
  /** OpenAI's forms: `{ type: 'json_object' }` or `{ type: 'json_schema', json_schema: { name, schema } }`. */
  responseFormat?: unknown;
  /** Aborting it stops the call (the user pressed Stop, or went away). */
  signal?: AbortSignal;
  /** The longest wait for the provider's next sign of life before the call fails as timed out. */
  timeoutMs: number;
}

/** Token counts a provider reported for the whole call. */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  cachedPromptTokens: number;
}

/** What a streaming call yields, the same for every provider. */
export type ChatStreamEvent =
  | { type: 'text'; text: string }
  | { type: 'tool_call'; id: string; name: string; arguments: string }
  | { type: 'finish'; finishReason: string | null; usage: ChatUsage };

function languageModel(
  { provider, apiKey, baseUrl, fetch }: ProviderConnection,
  model: string,
): LanguageModel {
  if (providerConnections[provider].wire === 'anthropic') {
    return createAnthropic({ apiKey, baseURL: baseUrl, fetch })(model);
  }
  // Azure's v1 API reads `api-key`; the others read the bearer that createOpenAI sends.
  const headers: Record<string, string> = provider === 'azure_openai' ? { 'api-key': apiKey } : {};
  return createOpenAI({
    apiKey,
    baseURL: baseUrl,
    name: provider,
    headers,
    fetch,
  }).chat(model);
}

function toolSet(tools: readonly FunctionTool[] | undefined): Record<string, Tool> | undefined {
  if (!tools?.length) return undefined;
  const entries = tools.map((tool, index): [string, Tool] => {
    const name = tool.function?.name;
    if (typeof name !== 'string' || name === '') {
      throw new ProviderCallError(
        'bad_request',
        `tools.${index}: a function tool needs a name`,
        null,
        false,
      );
    }
    const parameters = tool.function?.parameters ?? { type: 'object', properties: {} };
    return [
      name,
      {
        ...(typeof tool.function?.description === 'string'
          ? { description: tool.function.description }
          : {}),
        // No execute: the playground shows the call; the user answers it.
        inputSchema: jsonSchema(parameters as Parameters<typeof jsonSchema>[0]),
      },
    ];
  });
  return Object.fromEntries(entries);
}

/** The provider library's structured-output setting for OpenAI's `response_format`. */
function toOutput(format: unknown) {
  if (typeof format !== 'object' || format === null || !('type' in format)) return undefined;
  if (format.type === 'json_object') return Output.json();
  if (format.type === 'json_schema' && 'json_schema' in format) {
    const spec = format.json_schema as { name?: unknown; schema?: unknown } | null;
    if (typeof spec?.schema !== 'object' || spec.schema === null) return Output.json();
    return Output.object({
      schema: jsonSchema(spec.schema as Parameters<typeof jsonSchema>[0]),
      ...(typeof spec.name === 'string' ? { name: spec.name } : {}),
    });
  }
  return undefined;
}

function toToolChoice(choice: unknown): ToolChoice<Record<string, Tool>> | undefined {
  if (choice === 'auto' || choice === 'none' || choice === 'required') return choice;
  if (typeof choice === 'object' && choice !== null && 'function' in choice) {
    const name = (choice.function as { name?: unknown } | null)?.name;
    if (typeof name === 'string') return { type: 'tool', toolName: name };
  }
  return undefined;
}

/**
 * Throws `ChatInputError` naming what the provider layer cannot send (a part
 * kind, a legacy function message, a tool without a name), so a route can
 * answer 400 before it starts streaming.
 */
export function assertChatInput(request: Pick<ChatRequest, 'messages' | 'tools'>): void {
  toModelMessages(request.messages);
  toolSet(request.tools);
}

/**
 * Streams one chat completion from the connection's provider: text as it is
 * generated, complete tool calls, then the finish reason and usage. Failures
 * (refused key, rate limit, provider error, timeout, a stream cut mid-way)
 * throw a `ProviderCallError`; an abort through `signal` ends the stream
 * quietly with no finish event.
 */
export async function* streamChat(request: ChatRequest): AsyncGenerator<ChatStreamEvent> {
  const providerName = providerDisplayNames[request.connection.provider];
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
  };
  const onAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  if (request.signal?.aborted) controller.abort();
  const { params } = request;
  let received = false;
  const failed = (error: unknown): ProviderCallError => {
    if (timedOut) {
      return new ProviderCallError(
        'timeout',
        `${providerName} did not answer within ${Math.round(request.timeoutMs / 1000)} s. Try again later.`,
        null,
        true,
      );
    }
    const refused = privateNetworkRefusal(error);
    if (refused) {
      return new ProviderCallError(
        'address_refused',
        `The ${providerName} base URL is refused: ${refused.message}.`,
        null,
        false,
      );
    }
    const normalised = toProviderCallError(error, providerName);
    // Text arrived, then the connection failed: the stream was cut, whatever the library calls it.
    if (received && normalised.failure === 'unreachable') {
      return streamCutError(providerName);
    }
    return normalised;
  };
  armTimer();
  try {
    const tools = toolSet(request.tools);
    const toolChoice = tools ? toToolChoice(request.toolChoice) : undefined;
    const output = toOutput(request.responseFormat);
    const result = streamText({
      model: languageModel(request.connection, request.model),
      messages: toModelMessages(request.messages),
      // The user writes the system message themselves: it is the prompt under test.
      allowSystemInMessages: true,
      ...(tools ? { tools } : {}),
      ...(toolChoice ? { toolChoice } : {}),
      ...(output ? { output } : {}),
      ...(params.max_tokens !== undefined ? { maxOutputTokens: params.max_tokens } : {}),
      ...(params.temperature !== undefined ? { temperature: params.temperature } : {}),
      ...(params.top_p !== undefined ? { topP: params.top_p } : {}),
      ...(params.presence_penalty !== undefined
        ? { presencePenalty: params.presence_penalty }
        : {}),
      ...(params.frequency_penalty !== undefined
        ? { frequencyPenalty: params.frequency_penalty }
        : {}),
      ...(params.stop?.length ? { stopSequences: params.stop } : {}),
      ...(params.seed !== undefined ? { seed: params.seed } : {}),
      abortSignal: controller.signal,
      // A 429 goes back to the user at once (retryable), rather than retried behind their back.
      maxRetries: 0,
      onError: () => {}, // reported through the stream's error part
    });
    for await (const part of result.fullStream) {
      armTimer();
      switch (part.type) {
        case 'text-delta':
          received = true;
          if (part.text) yield { type: 'text', text: part.text };
          break;
        case 'tool-call':
          received = true;
          yield {
            type: 'tool_call',
            id: part.toolCallId,
            name: part.toolName,
            arguments:
              typeof part.input === 'string' ? part.input : JSON.stringify(part.input ?? {}),
          };
          break;
        case 'error':
          throw failed(part.error);
        case 'abort':
          if (timedOut) throw failed(undefined);
          return;
        case 'finish':
          yield {
            type: 'finish',
            finishReason: part.rawFinishReason ?? part.finishReason ?? null,
            usage: {
              promptTokens: part.totalUsage.inputTokens ?? 0,
              completionTokens: part.totalUsage.outputTokens ?? 0,
              cachedPromptTokens: part.totalUsage.inputTokenDetails?.cacheReadTokens ?? 0,
            },
          };
          break;
        default:
          received ||= part.type !== 'start' && part.type !== 'start-step';
      }
    }
  } catch (error) {
    if (error instanceof ProviderCallError || error instanceof ChatInputError) throw error;
    if (controller.signal.aborted && !timedOut) return;
    throw failed(error);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
    controller.abort(); // ends the provider's HTTP request if the consumer stopped early
  }
}
