import type { Run, RunTreeNode } from '@lookout/domain';

let counter = 0;

/** A run id shaped like the server's, from a readable number. */
export function runId(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

/** A completed LLM call with everything recorded, for tests; `overrides` change any field. */
export function makeRun(overrides: Partial<Run> = {}): Run {
  counter += 1;
  const id = overrides.id ?? runId(1000 + counter);
  return {
    id,
    projectId: '00000000-0000-4000-8000-000000000001',
    type: 'llm',
    name: 'gpt-4o-mini',
    status: 'success',
    createdAt: '2025-01-01T10:00:00.000Z',
    endedAt: '2025-01-01T10:00:01.000Z',
    duration: 1000,
    parentRunId: null,
    missingParentRunId: null,
    traceId: id,
    threadId: null,
    input: [{ role: 'user', content: 'Capital of France?' }],
    output: { role: 'assistant', content: 'Paris.' },
    error: null,
    params: { temperature: 0.3 },
    metadata: null,
    tags: [],
    userId: 'user-123',
    userProps: { name: 'Ada' },
    promptTokens: 12,
    completionTokens: 3,
    cachedPromptTokens: null,
    totalTokens: 15,
    cost: 0.0004,
    feedback: null,
    scores: [],
    isPublic: false,
    templateVersionId: null,
    model: null,
    ...overrides,
  };
}

/** A tree node of a run and its children. */
export function node(run: Run, children: RunTreeNode[] = []): RunTreeNode {
  return { ...run, children };
}
