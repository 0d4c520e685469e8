import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { removeSampleData } from './sample-data';

beforeEach(() => useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' }));
afterEach(() => {
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('removeSampleData', () => {
  it('deletes the runs the sample loader marked (also as earlier builds did), type by type, then the sample end users', async () => {
    const remaining = {
      thread: [makeRun({ id: runId(1), type: 'thread' })],
      trace: [makeRun({ id: runId(2), type: 'agent' }), makeRun({ id: runId(3) })],
      llm: [] as ReturnType<typeof makeRun>[],
    };
    // Sample data an earlier build loaded (tag and `sample: true`).
    const legacy = {
      thread: [] as ReturnType<typeof makeRun>[],
      trace: [] as ReturnType<typeof makeRun>[],
      llm: [makeRun({ id: runId(4) })],
    };
    const deleted: string[] = [];
    const routes = {
      'GET /v1/runs': (request: { query: URLSearchParams }) => {
        const type = request.query.get('type') as keyof typeof remaining;
        // Only runs with the loader's marks: a user's runs merely tagged `sample` stay.
        const filters = request.query.get('filters');
        if (filters === 'tags=sample&metadata=sample.true') {
          return Response.json({ data: legacy[type], page: 0, limit: 100 });
        }
        expect(filters).toBe('metadata=lookout%2Esample.true');
        return Response.json({ data: remaining[type], page: 0, limit: 100 });
      },
      'GET /v1/users': {
        body: {
          data: [
            {
              id: runId(90),
              externalId: 'sample-user-ada',
              props: null,
              createdAt: '2025-01-01T00:00:00.000Z',
              lastSeen: null,
              runCount: 0,
              cost: 0,
            },
            {
              id: runId(91),
              externalId: 'sample-user-someone-else',
              props: null,
              createdAt: '2025-01-01T00:00:00.000Z',
              lastSeen: null,
              runCount: 0,
              cost: 0,
            },
          ],
          page: 0,
          limit: 100,
        },
      },
    } as Parameters<typeof fakeApi>[0];
    for (const id of [1, 2, 3, 4]) {
      routes[`DELETE /v1/runs/${runId(id)}`] = () => {
        deleted.push(runId(id));
        for (const list of [...Object.values(remaining), ...Object.values(legacy)]) {
          const index = list.findIndex((run) => run.id === runId(id));
          if (index >= 0) list.splice(index, 1);
        }
        return new Response(null, { status: 204 });
      };
    }
    routes[`DELETE /v1/users/${runId(90)}`] = { status: 204 };
    const calls = fakeApi(routes);

    expect(await removeSampleData()).toBe(4);
    expect(deleted).toEqual([runId(1), runId(2), runId(3), runId(4)]);
    expect(callsTo(calls, `DELETE /v1/users/${runId(90)}`)).toHaveLength(1);
    expect(callsTo(calls, `DELETE /v1/users/${runId(91)}`)).toHaveLength(0);
  });
});
