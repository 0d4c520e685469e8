import { describe, expect, it } from 'vitest';
import { runSchema } from './run.js';

const run = {
  id: '3e386506-e35b-44d8-9051-787288381e0a',
  projectId: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
  type: 'llm',
  name: 'gpt-4o-mini',
  status: 'success',
  createdAt: '2026-11-21T10:32:31.139Z',
  endedAt: '2026-11-21T10:32:31.177Z',
  duration: 38,
  parentRunId: null,
  missingParentRunId: null,
  traceId: '3e386506-e35b-44d8-9051-787288381e0a',
  threadId: null,
  input: [{ role: 'user', content: 'Capital of France?' }],
  output: { role: 'assistant', content: 'Paris.' },
  error: null,
  params: { temperature: 0.3, max_tokens: 50 },
  metadata: { feature: 'qa' },
  tags: ['prod'],
  userId: 'user-123',
  userProps: { name: 'Ada' },
  promptTokens: 21,
  completionTokens: 7,
  cachedPromptTokens: null,
  totalTokens: 28,
  cost: 0.0000074,
  feedback: { thumb: 'up', comment: 'Short and right' },
  isPublic: false,
  templateVersionId: null,
  model: null,
};

describe('runSchema', () => {
  it('accepts a finished LLM call and defaults its scores to none', () => {
    expect(runSchema.parse(run)).toMatchObject({ status: 'success', scores: [], totalTokens: 28 });
  });

  it('accepts the SDK run kinds beyond the dashboard lists', () => {
    for (const type of ['retriever', 'custom-event', 'log', 'convo']) {
      expect(runSchema.safeParse({ ...run, type }).success).toBe(true);
    }
    expect(runSchema.safeParse({ ...run, type: 'span' }).success).toBe(false);
  });

  it('accepts feedback cleared to no thumb, and rejects a sideways thumb', () => {
    expect(runSchema.parse({ ...run, feedback: { thumb: null } }).feedback).toEqual({
      thumb: null,
    });
    expect(runSchema.safeParse({ ...run, feedback: { thumb: 'sideways' } }).success).toBe(false);
  });

  it('refuses ids that are not UUID-shaped and negative token counts', () => {
    expect(runSchema.safeParse({ ...run, id: 'run-abc-123' }).error?.issues[0]?.message).toBe(
      'Must be a run id (a UUID)',
    );
    expect(runSchema.safeParse({ ...run, promptTokens: -1 }).success).toBe(false);
  });
});
