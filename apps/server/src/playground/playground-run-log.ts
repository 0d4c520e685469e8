import type { ChatMessage, JsonObject } from '@lookout/domain';
import type { ChatUsage } from '../providers/stream-chat.js';
import type { RunEvent } from '../write-path/run-event.js';

/** What one playground run did, as the logs keep it. */
export interface PlaygroundRunRecord {
  runId: string;
  model: string;
  provider: string;
  messages: readonly ChatMessage[];
  params: JsonObject;
  templateVersionId: string | undefined;
  startedAt: Date;
  endedAt: Date;
  text: string;
  toolCalls: { id: string; name: string; arguments: string }[];
  usage: ChatUsage | null;
  cost: number | null;
  /** The provider's failure, when the run failed. */
  errorMessage: string | null;
  /** The user stopped the run before the provider finished. */
  stopped: boolean;
}

/** The tag every playground run carries, so the logs can tell them from the app's own calls. */
export const playgroundTag = 'playground';

/**
 * The ingestion events that log a playground run as an `llm` run of the
 * project: its start (input, model, params, tag, template version) and its
 * end (output, tokens, cost) or error. A stopped run ends well with what the
 * model had written, marked `stopped` in its metadata.
 */
export function playgroundRunEvents(run: PlaygroundRunRecord): RunEvent[] {
  const metadata: JsonObject = {
    provider: run.provider,
    ...(run.stopped ? { stopped: true } : {}),
  };
  const start: RunEvent = {
    source: 'api',
    kind: 'start',
    runId: run.runId,
    timestamp: run.startedAt,
    type: 'llm',
    status: 'started',
    name: run.model,
    model: run.model,
    input: run.messages as unknown as JsonObject[],
    params: run.params,
    tags: [playgroundTag],
    metadata,
    runtime: 'lookout-playground',
    ...(run.templateVersionId ? { templateVersionId: run.templateVersionId } : {}),
  };
  const tokens = run.usage
    ? {
        prompt: run.usage.promptTokens,
        completion: run.usage.completionTokens,
        ...(run.usage.cachedPromptTokens ? { cachedPrompt: run.usage.cachedPromptTokens } : {}),
      }
    : undefined;
  const output: JsonObject = {
    role: 'assistant',
    content: run.text,
    ...(run.toolCalls.length
      ? {
          tool_calls: run.toolCalls.map((call) => ({
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          })),
        }
      : {}),
  };
  const end: RunEvent = run.errorMessage
    ? {
        source: 'api',
        kind: 'error',
        runId: run.runId,
        timestamp: run.endedAt,
        status: 'error',
        error: { message: run.errorMessage },
        ...(run.text ? { output } : {}),
      }
    : {
        source: 'api',
        kind: 'end',
        runId: run.runId,
        timestamp: run.endedAt,
        status: 'success',
        output,
        ...(tokens ? { tokens } : {}),
        ...(run.cost !== null ? { cost: run.cost } : {}),
      };
  return [start, end];
}
