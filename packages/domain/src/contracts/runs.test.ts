import { describe, expect, it } from 'vitest';
import { createRunDownloadQuerySchema } from './run-exports.js';
import {
  getRunTreeResponseSchema,
  listRunsQuerySchema,
  updateRunScoreBodySchema,
  updateRunVisibilityBodySchema,
} from './runs.js';

const projectId = '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e';

describe('listRunsQuerySchema', () => {
  it('lists the newest LLM calls first, 30 at a time', () => {
    expect(listRunsQuerySchema.parse({ projectId })).toEqual({
      projectId,
      type: 'llm',
      filters: '',
      search: undefined,
      page: 0,
      limit: 30,
      sortField: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('reads a trace list sorted by cost from the query string', () => {
    const query = listRunsQuerySchema.parse({
      projectId,
      type: 'trace',
      filters: 'status=error',
      search: '  refund ',
      sortField: 'cost',
      sortDirection: 'asc',
      page: '1',
      limit: '50',
    });
    expect(query).toMatchObject({
      type: 'trace',
      search: 'refund',
      sortField: 'cost',
      page: 1,
      limit: 50,
    });
  });

  it('treats an empty search as none', () => {
    expect(listRunsQuerySchema.parse({ projectId, search: '   ' }).search).toBeUndefined();
  });

  it('says which sort fields exist and refuses an unknown list type', () => {
    expect(
      listRunsQuerySchema.safeParse({ projectId, sortField: 'password' }).error?.issues[0]?.message,
    ).toBe(
      'Sort field must be one of createdAt, duration, cost, totalTokens, promptTokens, completionTokens, name, model, lastActivityAt',
    );
    expect(listRunsQuerySchema.safeParse({ projectId, type: 'tool' }).success).toBe(false);
    expect(listRunsQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('run updates', () => {
  it('makes a run public or private only', () => {
    expect(updateRunVisibilityBodySchema.parse({ visibility: 'public' })).toEqual({
      visibility: 'public',
    });
    expect(updateRunVisibilityBodySchema.safeParse({ visibility: 'shared' }).success).toBe(false);
  });

  it('takes a score with a label and a number, text or boolean value', () => {
    expect(updateRunScoreBodySchema.parse({ label: ' accuracy ', value: 0.9 })).toEqual({
      label: 'accuracy',
      value: 0.9,
    });
    expect(
      updateRunScoreBodySchema.safeParse({ label: '', value: 1 }).error?.issues[0]?.message,
    ).toBe('Score label is required');
    expect(updateRunScoreBodySchema.safeParse({ label: 'x', value: { a: 1 } }).success).toBe(false);
  });
});

describe('getRunTreeResponseSchema', () => {
  const base = {
    projectId,
    name: 'agent',
    status: 'success',
    createdAt: '2026-11-21T10:32:31.139Z',
    endedAt: null,
    duration: null,
    traceId: '3e386506-e35b-44d8-9051-787288381e0a',
    threadId: null,
    input: null,
    output: null,
    error: null,
    params: null,
    metadata: null,
    tags: [],
    userId: null,
    userProps: null,
    promptTokens: null,
    completionTokens: null,
    cachedPromptTokens: null,
    totalTokens: null,
    cost: null,
    feedback: null,
    isPublic: false,
    templateVersionId: null,
    model: null,
  };

  it('nests child runs under their parent', () => {
    const tree = getRunTreeResponseSchema.parse({
      ...base,
      id: '3e386506-e35b-44d8-9051-787288381e0a',
      type: 'agent',
      parentRunId: null,
      missingParentRunId: null,
      children: [
        {
          ...base,
          id: '5f1d2a7c-9b3e-4c8a-a1f0-2d6e8b4c7a90',
          type: 'llm',
          parentRunId: '3e386506-e35b-44d8-9051-787288381e0a',
          children: [],
        },
      ],
    });
    expect(tree.children[0]?.type).toBe('llm');
  });

  it('rejects a child that is not a run', () => {
    expect(
      getRunTreeResponseSchema.safeParse({
        ...base,
        id: '3e386506-e35b-44d8-9051-787288381e0a',
        type: 'agent',
        parentRunId: null,
        children: [{ id: 'nope' }],
      }).success,
    ).toBe(false);
  });
});

describe('createRunDownloadQuerySchema', () => {
  it('exports as CSV, JSON lines or OpenAI fine-tuning lines', () => {
    for (const format of ['csv', 'jsonl', 'openai-jsonl']) {
      expect(createRunDownloadQuerySchema.parse({ projectId, format }).format).toBe(format);
    }
    expect(
      createRunDownloadQuerySchema.safeParse({ projectId, format: 'xlsx' }).error?.issues[0]
        ?.message,
    ).toBe('Format must be one of csv, jsonl, openai-jsonl');
  });
});
