import type { PlaygroundChunk } from '@lookout/domain';
import type { ServerContext } from '../http/app-env.js';
import { ProviderCallError, type ProviderFailure } from '../providers/provider-error.js';
import { type ChatRequest, streamChat } from '../providers/stream-chat.js';
import { computeRunCost } from '../write-path/cost.js';
import { runWriteOptionsLoader } from '../write-path/run-write-options.js';
import { storeEvents } from '../write-path/store-events.js';
import { type PlaygroundRunReservation, releasePlaygroundRun } from './playground-allowance.js';
import { type PlaygroundRunRecord, playgroundRunEvents } from './playground-run-log.js';

/** A playground run ready to start: the provider call and how to log it. */
export interface PlaygroundRunPlan {
  ctx: ServerContext;
  projectId: string;
  orgId: string;
  runId: string;
  /** The run's place in the org's monthly allowance, given back when the provider never answered. */
  reservation: PlaygroundRunReservation;
  call: Omit<ChatRequest, 'signal'>;
  /** The request as shown to the user (no key). */
  shownRequest: unknown;
  log: Pick<PlaygroundRunRecord, 'params' | 'templateVersionId'>;
  /** Aborted when the client goes away. */
  clientSignal: AbortSignal;
}

const encoder = new TextEncoder();

/**
 * Failures that mean the request never reached the provider (the outbound
 * guard refused its address, or the provider could not be connected to): the
 * run does not count toward the allowance. A timeout did reach it, and counts.
 */
const neverReached: ReadonlySet<ProviderFailure> = new Set(['address_refused', 'unreachable']);

/**
 * The NDJSON body of a playground run: `start`, then `text` and `tool_call`
 * chunks as the provider streams, then `done` or `error`. The run is logged
 * before its last chunk goes out, so a client that saw `done` finds it in the
 * logs. Cancelling the body (Stop, or the client leaving) aborts the provider
 * call, and the run is logged as stopped.
 */
export function playgroundRunStream(plan: PlaygroundRunPlan): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const abort = () => stop.abort();
  plan.clientSignal.addEventListener('abort', abort, { once: true });
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: PlaygroundChunk) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(chunk)}\n`));
      };
      void run(plan, stop.signal, send)
        .catch((error: unknown) => {
          // Pricing or logging failed (the database went away): end the stream with a reason
          // rather than leave the client waiting, and never leave the promise unhandled.
          console.error(`Playground run ${plan.runId} failed:`, error);
          send({
            type: 'error',
            runId: plan.runId,
            message: 'The run failed on the server. Try again.',
            status: null,
            retryable: true,
          });
        })
        .finally(() => {
          plan.clientSignal.removeEventListener('abort', abort);
          if (open) {
            open = false;
            controller.close();
          }
        });
    },
    cancel() {
      open = false;
      stop.abort();
    },
  });
}

async function run(
  plan: PlaygroundRunPlan,
  signal: AbortSignal,
  send: (chunk: PlaygroundChunk) => void,
): Promise<void> {
  const { call, runId } = plan;
  const record: PlaygroundRunRecord = {
    runId,
    model: call.model,
    provider: call.connection.provider,
    messages: call.messages,
    ...plan.log,
    startedAt: new Date(),
    endedAt: new Date(),
    text: '',
    toolCalls: [],
    usage: null,
    cost: null,
    errorMessage: null,
    stopped: false,
  };
  send({
    type: 'start',
    runId,
    model: call.model,
    provider: call.connection.provider,
    request: plan.shownRequest,
  });
  let finishReason: string | null = null;
  let failure: ProviderCallError | null = null;
  try {
    for await (const event of streamChat({ ...call, signal })) {
      if (event.type === 'text') {
        record.text += event.text;
        send(event);
      } else if (event.type === 'tool_call') {
        record.toolCalls.push({ id: event.id, name: event.name, arguments: event.arguments });
        send(event);
      } else {
        finishReason = event.finishReason;
        record.usage = event.usage;
      }
    }
  } catch (error) {
    failure =
      error instanceof ProviderCallError
        ? error
        : new ProviderCallError(
            'provider_error',
            'The model call failed unexpectedly. Try again.',
            null,
            true,
          );
    if (!(error instanceof ProviderCallError)) console.error('Playground run failed:', error);
  }
  record.endedAt = new Date();
  const answered = record.text !== '' || record.toolCalls.length > 0 || record.usage !== null;
  if (failure && !answered && neverReached.has(failure.failure)) {
    try {
      await releasePlaygroundRun(plan.ctx.db, plan.reservation);
    } catch (error) {
      console.error(
        `Playground run ${runId}: its place in the allowance was not given back:`,
        error,
      );
    }
  }
  record.stopped = signal.aborted && failure === null && record.usage === null;
  record.errorMessage = failure?.message ?? null;
  if (record.usage) {
    const { priceOverrides } = await runWriteOptionsLoader(plan.ctx.db)(plan.orgId);
    record.cost =
      computeRunCost(
        { type: 'llm', model: call.model },
        {
          prompt: record.usage.promptTokens,
          completion: record.usage.completionTokens,
          cachedPrompt: record.usage.cachedPromptTokens,
        },
        priceOverrides ?? [],
      ) ?? null;
  }
  try {
    await storeEvents(plan.ctx, plan, playgroundRunEvents(record));
  } catch (error) {
    console.error(`Playground run ${runId} could not be logged:`, error);
  }
  if (failure) {
    send({
      type: 'error',
      runId,
      message: failure.message,
      status: failure.status,
      retryable: failure.retryable,
    });
    return;
  }
  send({
    type: 'done',
    runId,
    finishReason: record.stopped ? 'stopped' : finishReason,
    usage: {
      promptTokens: record.usage?.promptTokens ?? 0,
      completionTokens: record.usage?.completionTokens ?? 0,
    },
    cost: record.cost,
    durationMs: Math.max(0, record.endedAt.getTime() - record.startedAt.getTime()),
  });
}
