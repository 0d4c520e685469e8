import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { RunEvent } from '../ingest/run-event.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { runWriteOptionsLoader } from './run-write-options.js';
import { laneOf, RunWriteQueue } from './run-write-queue.js';

const at = new Date('2026-11-01T10:00:00Z');

function llmRun(name: string, parentRunId?: string): RunEvent[] {
  const runId = randomUUID();
  return [
    {
      source: 'lunary',
      kind: 'start',
      runId,
      timestamp: at,
      type: 'llm',
      name,
      ...(parentRunId ? { parentRunId } : {}),
      input: `question of ${name}`,
    },
    {
      source: 'lunary',
      kind: 'end',
      runId,
      timestamp: new Date(at.getTime() + 100),
      type: 'llm',
      output: `answer of ${name}`,
    },
  ];
}

describe('laneOf', () => {
  it('gives a project the same lane every time, and spreads projects over the lanes', () => {
    const projects = Array.from({ length: 400 }, () => randomUUID());
    expect(projects.map((id) => laneOf(id, 4))).toEqual(projects.map((id) => laneOf(id, 4)));
    const perLane = [0, 1, 2, 3].map(
      (lane) => projects.filter((id) => laneOf(id, 4) === lane).length,
    );
    for (const count of perLane) expect(count).toBeGreaterThan(50);
    expect(projects.every((id) => laneOf(id, 1) === 0)).toBe(true);
  });
});

describe.each(testDatabaseTargets())('RunWriteQueue on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owners: SignedUp[];
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owners = [await signUp(api), await signUp(api), await signUp(api)];
  });
  afterAll(async () => {
    await database?.close();
  });

  const storedNames = async (projectId: string) =>
    (
      await database.db
        .selectFrom('run')
        .select(['name', 'status', 'input', 'output'])
        .where('project_id', '=', projectId)
        .orderBy('name')
        .execute()
    ).map((run) => `${run.name}:${run.status}:${run.input !== null}:${run.output !== null}`);

  it('writes concurrent requests of several projects, each settling after its rows are committed', async () => {
    const queue = new RunWriteQueue(database.db, runWriteOptionsLoader(database.db), {
      lanes: target.kind === 'postgres' ? 3 : 1,
      maxEventsPerTransaction: 40,
    });
    const writes = owners.flatMap((owner) =>
      Array.from({ length: 12 }, (_, index) =>
        queue
          .write(owner.projectId, owner.orgId, llmRun(`run-${String(index).padStart(2, '0')}`))
          .then(async () => (await storedNames(owner.projectId)).length),
      ),
    );
    const seenAtSettle = await Promise.all(writes);
    expect(seenAtSettle.every((count) => count >= 1)).toBe(true);
    for (const owner of owners) {
      const names = await storedNames(owner.projectId);
      expect(names).toHaveLength(12);
      expect(names.every((name) => name.endsWith(':success:true:true'))).toBe(true);
    }
    const usage = await database.db
      .selectFrom('org_usage')
      .select(['org_id', 'events'])
      .where(
        'org_id',
        'in',
        owners.map((owner) => owner.orgId),
      )
      .execute();
    expect(usage.map((row) => Number(row.events))).toEqual([24, 24, 24]);
  });

  it('links a child written in one request to its parent written concurrently in another', async () => {
    const owner = owners[0] as SignedUp;
    const queue = new RunWriteQueue(database.db, runWriteOptionsLoader(database.db), {
      lanes: target.kind === 'postgres' ? 3 : 1,
    });
    const parent = llmRun('parent');
    const parentId = parent[0]?.runId ?? '';
    const children = Array.from({ length: 5 }, (_, index) => llmRun(`child-${index}`, parentId));
    await Promise.all([
      ...children.map((events) => queue.write(owner.projectId, owner.orgId, events)),
      queue.write(owner.projectId, owner.orgId, parent),
    ]);
    const traces = await database.db
      .selectFrom('run')
      .select('trace_id')
      .where('project_id', '=', owner.projectId)
      .where('parent_run_id', '=', parentId)
      .execute();
    expect(traces.map((row) => row.trace_id)).toEqual(Array(5).fill(parentId));
  });
});
