import type { PlaygroundChunk } from '@lookout/domain';
import { idleRun, type PlaygroundRunState } from '../run-state';

/** The logged run of the fixtures. */
export const fixtureRunId = '7b2f3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d';

export const startChunk: Extract<PlaygroundChunk, { type: 'start' }> = {
  type: 'start',
  runId: fixtureRunId,
  model: 'gpt-4o-mini',
  provider: 'openai',
  request: {
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'Say hello to Ada' }],
    stream: true,
  },
};

export const doneChunk: Extract<PlaygroundChunk, { type: 'done' }> = {
  type: 'done',
  runId: fixtureRunId,
  finishReason: 'stop',
  usage: { promptTokens: 12, completionTokens: 5 },
  cost: 0.000021,
  durationMs: 840,
};

/** A run halfway through its answer. */
export const streamingRun: PlaygroundRunState = {
  ...idleRun,
  status: 'streaming',
  runId: fixtureRunId,
  model: 'gpt-4o-mini',
  provider: 'openai',
  request: startChunk.request,
  text: 'Hello Ada, it is a pleasure to',
};

/** A finished run that asked for a tool. */
export const toolCallRun: PlaygroundRunState = {
  ...streamingRun,
  status: 'done',
  text: '',
  toolCalls: [
    {
      id: 'call_1',
      name: 'get_weather',
      arguments: '{"city":"London","unit":"celsius"}',
    },
  ],
  done: { ...doneChunk, finishReason: 'tool_calls' },
};

/** A run the provider refused. */
export const failedRun: PlaygroundRunState = {
  ...streamingRun,
  status: 'failed',
  text: '',
  error:
    'The provider refused the API key (HTTP 401). Check the key in Settings → Provider keys. Incorrect API key provided.',
};
