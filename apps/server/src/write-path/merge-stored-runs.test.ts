import type { PagedResponse, Run, RunTreeNode } from '@lookout/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { SignedUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const at = Date.parse('2026-11-01T10:00:00Z');
let sequence = 0;

/** A Lunary LLM call sent in four separate pieces; the end carries no token counts. */
function lunaryPieces(runId: string) {
  return [
    {
      event: 'start',
      type: 'llm',
      runId,
      timestamp: at,
      name: 'gpt-4o-mini',
      input: [{ role: 'user', content: 'Capital of France?' }],
    },
    {
      event: 'end',
      type: 'llm',
      runId,
      timestamp: at + 400,
      output: { role: 'assistant', content: 'Paris is the capital of France.' },
    },
    {
      event: 'feedback',
      type: null,
      runId,
      timestamp: at + 900,
      feedback: { thumbs: 'up', comment: 'spot on' },
    },
  ];
}

/** What a user sees of a run, without the ids that differ between two runs. */
function shown(run: Run) {
  const { id: _id, traceId: _traceId, ...rest } = run;
  return rest;
}

/** An OTLP/JSON span for the Langfuse v5 (OpenTelemetry) path. */
function otlpSpan(traceId: string, spanId: string, name: string, parentSpanId?: string) {
  return {
    traceId,
    spanId,
    ...(parentSpanId ? { parentSpanId } : {}),
    name,
    startTimeUnixNano: `${at}000000`,
    endTimeUnixNano: `${at + 500}000000`,
    attributes: [{ key: 'langfuse.observation.type', value: { stringValue: 'span' } }],
  };
}

describe.each(testDatabaseTargets())('runs stored whatever the order, on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: { public: string; private: string };
  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  const ingest = async (events: unknown[]) => {
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: { events },
    });
    expect(response.status).toBe(200);
  };
  const readRun = (id: string) =>
    api.call('GET', `/v1/runs/${id}?projectId=${owner.projectId}`, { token: owner.token });
  const listIds = async (type: 'llm' | 'trace' | 'thread') =>
    (
      await json<PagedResponse<Run>>(
        api.call('GET', `/v1/runs?projectId=${owner.projectId}&type=${type}&limit=100`, {
          token: owner.token,
        }),
      )
    ).data.map((run) => run.id);
  const nextRunId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

  it('stores the same run, tokens counted, feedback and score kept, whatever order its pieces come in', async () => {
    const inOrder = nextRunId();
    const pieces = lunaryPieces(inOrder);
    for (const piece of pieces) await ingest([piece]);
    await api.call('PATCH', `/v1/runs/${inOrder}/score?projectId=${owner.projectId}`, {
      token: owner.token,
      body: { label: 'accuracy', value: 1 },
    });
    const expected = shown(await json<Run>(readRun(inOrder)));
    expect(expected).toMatchObject({
      status: 'success',
      feedback: { thumb: 'up', comment: 'spot on' },
    });
    expect(expected.promptTokens).toBeGreaterThan(0);
    expect(expected.completionTokens).toBeGreaterThan(0);
    expect(expected.cost).toBeGreaterThan(0);

    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
        async (order) => {
          const runId = nextRunId();
          const shuffled = lunaryPieces(runId);
          for (const index of order) await ingest([shuffled[index]]);
          await api.call('PATCH', `/v1/runs/${runId}/score?projectId=${owner.projectId}`, {
            token: owner.token,
            body: { label: 'accuracy', value: 1 },
          });
          expect(shown(await json<Run>(readRun(runId)))).toEqual(expected);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('keeps feedback and a score for a run that never arrives out of every list', async () => {
    const ghost = nextRunId();
    await ingest([
      { event: 'feedback', type: null, runId: ghost, timestamp: at, feedback: { thumbs: 'down' } },
    ]);
    const langfuse = await api.call('POST', '/api/public/ingestion', {
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.public}:${keys.private}`).toString('base64')}`,
      },
      body: {
        batch: [
          {
            id: crypto.randomUUID(),
            type: 'score-create',
            timestamp: new Date(at).toISOString(),
            body: { id: crypto.randomUUID(), traceId: ghost, name: 'quality', value: 0.2 },
          },
        ],
      },
    });
    expect(langfuse.status).toBe(207);
    expect((await readRun(ghost)).status).toBe(404);
    for (const type of ['llm', 'trace', 'thread'] as const) {
      expect(await listIds(type)).not.toContain(ghost);
    }
  });

  it('prices an embedding run named after its model, like an LLM call', async () => {
    const runId = nextRunId();
    await ingest([
      {
        event: 'start',
        type: 'embed',
        runId,
        timestamp: at,
        name: 'text-embedding-3-small',
        input: 'The quick brown fox jumps over the lazy dog',
      },
      { event: 'end', type: 'embed', runId, timestamp: at + 50, output: [[0.1, 0.2]] },
    ]);
    const run = await json<Run>(readRun(runId));
    expect(run.model).toBe('text-embedding-3-small');
    expect(run.promptTokens).toBeGreaterThan(0);
    expect(run.cost).toBeCloseTo(((run.promptTokens ?? 0) * 0.02) / 1_000_000, 15);
  });

  it('lists a run whose parent has not arrived as a root of Traces, and nests it once the parent comes', async () => {
    const parent = nextRunId();
    const child = nextRunId();
    await ingest([
      {
        event: 'start',
        type: 'tool',
        runId: child,
        parentRunId: parent,
        timestamp: at,
        name: 'search',
      },
      { event: 'end', type: 'tool', runId: child, timestamp: at + 10, output: 'found' },
    ]);
    expect(await listIds('trace')).toContain(child);
    expect(await json<Run>(readRun(child))).toMatchObject({
      parentRunId: null,
      missingParentRunId: parent,
    });

    await ingest([
      { event: 'start', type: 'agent', runId: parent, timestamp: at - 5, name: 'helper' },
      { event: 'end', type: 'agent', runId: parent, timestamp: at + 20, output: 'done' },
    ]);
    const traces = await listIds('trace');
    expect(traces).toContain(parent);
    expect(traces).not.toContain(child);
    expect(await json<Run>(readRun(child))).toMatchObject({
      parentRunId: parent,
      missingParentRunId: null,
      traceId: parent,
    });
    const tree = await json<RunTreeNode>(
      api.call('GET', `/v1/runs/${parent}/tree?projectId=${owner.projectId}`, {
        token: owner.token,
      }),
    );
    expect(tree.children.map((run) => run.id)).toEqual([child]);
  });

  describe('a Langfuse v5 score on a whole trace (only its OpenTelemetry traceId)', () => {
    const basic = () => `Basic ${Buffer.from(`${keys.public}:${keys.private}`).toString('base64')}`;
    const sendSpans = async (spans: unknown[]) => {
      const response = await api.call('POST', '/api/public/otel/v1/traces', {
        headers: { authorization: basic() },
        body: { resourceSpans: [{ scopeSpans: [{ spans }] }] },
      });
      expect(response.status).toBe(200);
    };
    const sendTraceScore = async (traceId: string) => {
      const response = await api.call('POST', '/api/public/ingestion', {
        headers: { authorization: basic() },
        body: {
          batch: [
            {
              id: crypto.randomUUID(),
              type: 'score-create',
              timestamp: new Date(at + 1000).toISOString(),
              body: { id: crypto.randomUUID(), traceId, name: 'helpfulness', value: 0.9 },
            },
          ],
        },
      });
      expect(response.status).toBe(207);
    };
    const traceOf = async (traceHex: string) => {
      const traces = await json<PagedResponse<Run>>(
        api.call('GET', `/v1/runs?projectId=${owner.projectId}&type=trace&limit=100`, {
          token: owner.token,
        }),
      );
      const root = traces.data.find((run) => run.traceId.replaceAll('-', '') === traceHex);
      expect(root).toBeDefined();
      return json<RunTreeNode>(
        api.call('GET', `/v1/runs/${root?.id}/tree?projectId=${owner.projectId}`, {
          token: owner.token,
        }),
      );
    };
    const scoredRuns = (tree: RunTreeNode): string[] => [
      ...(tree.scores.length > 0 ? [tree.name ?? ''] : []),
      ...tree.children.flatMap(scoredRuns),
    ];

    it.each([
      ['after', false],
      ['before', true],
    ])(
      'lands on the root span when it comes %s the spans, and makes no run',
      async (_when, scoreFirst) => {
        const traceHex = `${scoreFirst ? 'b' : 'a'}${'0'.repeat(30)}1`;
        const spans = [
          otlpSpan(traceHex, '00000000000000a1', 'agent-root'),
          otlpSpan(traceHex, '00000000000000b2', 'child-step', '00000000000000a1'),
        ];
        const runsBefore = (await listIds('llm')).length + (await listIds('trace')).length;
        if (scoreFirst) await sendTraceScore(traceHex);
        await sendSpans(spans);
        if (!scoreFirst) await sendTraceScore(traceHex);
        const tree = await traceOf(traceHex);
        expect(tree.name).toBe('agent-root');
        expect(tree.scores).toEqual([{ label: 'helpfulness', value: 0.9 }]);
        expect(scoredRuns(tree)).toEqual(['agent-root']);
        const runsAfter = (await listIds('llm')).length + (await listIds('trace')).length;
        expect(runsAfter).toBe(runsBefore + 1);
      },
    );
  });
});
