import { randomUUID } from 'node:crypto';
import type { AlertMetric } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { alertMetricValue, crosses } from './alert-metric.js';

describe('crosses', () => {
  it('fires strictly above or below, never on no data', () => {
    expect(crosses(0.2, 'above', 0.1)).toBe(true);
    expect(crosses(0.1, 'above', 0.1)).toBe(false);
    expect(crosses(3, 'below', 5)).toBe(true);
    expect(crosses(null, 'below', 5)).toBe(false);
  });
});

describe.each(testDatabaseTargets())('alert metrics on $kind', (target) => {
  let setup: SignedUpApp;
  const value = (metric: AlertMetric, filters = '', windowMinutes = 5) =>
    alertMetricValue(setup.database.db, {
      projectId: setup.owner.projectId,
      metric,
      evaluatorId: null,
      filters,
      windowMinutes,
    });

  beforeAll(async () => {
    setup = await openSignedUpApp(target, { betaOrgs: 'all' });
    const now = Date.now();
    // Four LLM calls now (durations 100, 200, 300, 400 ms; one failed; 10 tokens each, two
    // thumbs: up and down), one an hour ago (outside a 5-minute window), and one tool run.
    const runs = [
      { ms: 100, failed: false, thumb: 'up', at: now, name: 'a' },
      { ms: 200, failed: false, thumb: 'down', at: now, name: 'a' },
      { ms: 300, failed: false, thumb: null, at: now, name: 'b' },
      { ms: 400, failed: true, thumb: null, at: now, name: 'b' },
      { ms: 500, failed: true, thumb: null, at: now - 3_600_000, name: 'a' },
    ];
    const events = runs.flatMap((run) => {
      const runId = randomUUID();
      return [
        { event: 'start', type: 'llm', runId, timestamp: run.at, name: run.name, input: 'Hi' },
        run.failed
          ? {
              event: 'error',
              type: 'llm',
              runId,
              timestamp: run.at + run.ms,
              error: { message: 'x' },
            }
          : {
              event: 'end',
              type: 'llm',
              runId,
              timestamp: run.at + run.ms,
              output: 'Hello',
              tokensUsage: { prompt: 4, completion: 6 },
            },
        ...(run.thumb
          ? [
              {
                event: 'feedback',
                type: 'llm',
                runId,
                timestamp: run.at,
                feedback: { thumb: run.thumb },
              },
            ]
          : []),
      ];
    });
    const toolId = randomUUID();
    events.push(
      { event: 'start', type: 'tool', runId: toolId, timestamp: now, name: 'search', input: 'q' },
      { event: 'error', type: 'tool', runId: toolId, timestamp: now + 5, error: { message: 'y' } },
    );
    const response = await setup.api.call('POST', '/v1/runs/ingest', {
      token: setup.keys.public,
      body: { events },
    });
    expect(response.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await setup?.database.close();
  });

  it('computes each metric exactly over the LLM calls of the window', async () => {
    expect(await value('volume')).toBe(4);
    expect(await value('errors')).toBe(1);
    expect(await value('error_rate')).toBe(0.25);
    // 10 tokens each sent by three calls; the failed one's prompt is counted by the server.
    const stored = await setup.database.db
      .selectFrom('run')
      .select((eb) => eb.fn.sum<string>('total_tokens').as('sum'))
      .where('project_id', '=', setup.owner.projectId)
      .where('type', '=', 'llm')
      .where('created_at', '>', new Date(Date.now() - 300_000))
      .executeTakeFirstOrThrow();
    expect(Number(stored.sum)).toBeGreaterThanOrEqual(30);
    expect(await value('tokens')).toBe(Number(stored.sum));
    expect(await value('latency_p50')).toBe(250);
    expect(await value('latency_p99')).toBeCloseTo(397, 5);
    expect(await value('negative_feedback_ratio')).toBe(0.5);
    expect(await value('volume', '', 120)).toBe(5);
    expect(await value('errors', '', 120)).toBe(2);
  });

  it('narrows by the filter string, a type filter replacing the LLM default', async () => {
    expect(await value('volume', 'names=b')).toBe(2);
    expect(await value('error_rate', 'names=b')).toBe(0.5);
    expect(await value('errors', 'type=tool')).toBe(1);
  });

  it('has no value when no run is in the window', async () => {
    expect(await value('error_rate', 'names=nobody')).toBeNull();
    expect(await value('latency_p95', 'names=nobody')).toBeNull();
    expect(await value('volume', 'names=nobody')).toBe(0);
  });
});
