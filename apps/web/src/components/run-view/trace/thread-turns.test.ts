import { describe, expect, it } from 'vitest';
import { makeRun, node, runId } from '../../../testing/make-run';
import { threadTurns } from './thread-turns';

describe('threadTurns', () => {
  it('orders chat messages and attaches the calls linked to each', () => {
    const thread = node(makeRun({ id: runId(1), type: 'thread', input: null, output: null }), [
      node(
        makeRun({
          id: runId(3),
          type: 'chat',
          createdAt: '2025-01-01T10:00:05.000Z',
          input: null,
          output: [{ role: 'assistant', content: 'Hello!' }],
        }),
        [node(makeRun({ id: runId(4), type: 'llm', name: 'gpt-4o' }))],
      ),
      node(
        makeRun({
          id: runId(2),
          type: 'chat',
          createdAt: '2025-01-01T10:00:00.000Z',
          input: [{ role: 'user', content: 'Hi' }],
          output: null,
        }),
      ),
    ]);
    const turns = threadTurns(thread);
    expect(turns.map((turn) => turn.messages[0]?.role)).toEqual(['user', 'assistant']);
    expect(turns[1]?.linked.map((run) => run.name)).toEqual(['gpt-4o']);
  });
});
