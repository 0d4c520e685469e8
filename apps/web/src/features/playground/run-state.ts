import type { PlaygroundChunk } from '@lookout/domain';

/** A tool call the model asked for, as the panel shows it. */
export interface PlaygroundToolCall {
  id: string;
  name: string;
  /** The JSON text the model wrote. */
  arguments: string;
}

/** What the run panel shows of one run, built up chunk by chunk. */
export interface PlaygroundRunState {
  status: 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';
  /** The logged run's id, known from the first chunk. */
  runId: string | null;
  model: string | null;
  provider: string | null;
  /** The request as it went to the provider (no key). */
  request: unknown;
  text: string;
  toolCalls: PlaygroundToolCall[];
  done: Extract<PlaygroundChunk, { type: 'done' }> | null;
  /** Why the run failed, in words for the user. */
  error: string | null;
}

export const idleRun: PlaygroundRunState = {
  status: 'idle',
  runId: null,
  model: null,
  provider: null,
  request: undefined,
  text: '',
  toolCalls: [],
  done: null,
  error: null,
};

/** The state of a run that just started: nothing streamed yet. */
export const startingRun: PlaygroundRunState = { ...idleRun, status: 'streaming' };

/**
 * The state after one more chunk of the stream. `describeError` turns a
 * provider failure into words (kept outside so this stays a pure fold).
 */
export function applyChunk(
  state: PlaygroundRunState,
  chunk: PlaygroundChunk,
  describeError: (chunk: Extract<PlaygroundChunk, { type: 'error' }>) => string,
): PlaygroundRunState {
  switch (chunk.type) {
    case 'start':
      return {
        ...state,
        runId: chunk.runId,
        model: chunk.model,
        provider: chunk.provider,
        request: chunk.request,
      };
    case 'text':
      return { ...state, text: state.text + chunk.text };
    case 'tool_call':
      return {
        ...state,
        toolCalls: [
          ...state.toolCalls,
          { id: chunk.id, name: chunk.name, arguments: chunk.arguments },
        ],
      };
    case 'done':
      return { ...state, status: 'done', runId: chunk.runId, done: chunk };
    case 'error':
      return {
        ...state,
        status: 'failed',
        runId: chunk.runId ?? state.runId,
        error: describeError(chunk),
      };
  }
}

/** The run as it stands when the stream ended without a last chunk (done or error). */
export function endWithoutLastChunk(state: PlaygroundRunState, message: string) {
  return state.status === 'streaming'
    ? { ...state, status: 'failed' as const, error: message }
    : state;
}
