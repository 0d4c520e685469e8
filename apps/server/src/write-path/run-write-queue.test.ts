import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { startTcpProxy } from '../testing/tcp-proxy.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { postgresTestUrl, testDatabaseTargets } from '../testing/test-databases.js';
import type { RunEvent } from './run-event.js';
import { runWriteOptionsLoader } from './run-write-options.js';
import { laneOf, RunWriteQueue } from './run-write-queue.js';
import { runWriteSlots, slotOfRun } from './run-write-slots.js';

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
  it("spreads one project's write slots over every lane, the same way every time", () => {
    const project = randomUUID();
    const lanesOfSlots = (lanes: number) =>
      Array.from({ length: runWriteSlots }, (_, slot) => laneOf(project, slot, lanes));
    expect(lanesOfSlots(4)).toEqual(lanesOfSlots(4));
    expect(new Set(lanesOfSlots(4)).size).toBe(4);
    expect(new Set(lanesOfSlots(2)).size).toBe(2);
    expect(lanesOfSlots(1).every((lane) => lane === 0)).toBe(true);
  });

  it('starts projects on different lanes', () => {
    const projects = Array.from({ length: 400 }, () => randomUUID());
    const perLane = [0, 1, 2, 3].map(
      (lane) => projects.filter((id) => laneOf(id, 0, 4) === lane).length,
    );
    for (const count of perLane) expect(count).toBeGreaterThan(50);
  });
});

describe('slotOfRun', () => {
  it('gives a run the same slot every time, and spreads runs over the slots', () => {
    const runs = Array.from({ length: 800 }, () => randomUUID());
    expect(runs.map(slotOfRun)).toEqual(runs.map(slotOfRun));
    for (let slot = 0; slot < runWriteSlots; slot += 1)
      expect(runs.filter((id) => slotOfRun(id) === slot).length).toBeGreaterThan(50);
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

const postgresUrl = postgresTestUrl();

describe.runIf(postgresUrl)('RunWriteQueue when the connection to PostgreSQL is lost', () => {
  let database: DatabaseHandle;
  let owner: SignedUp;
  beforeAll(async () => {
    database = await (testDatabaseTargets()
      .find((target) => target.kind === 'postgres')
      ?.open() ?? Promise.reject(new Error('no PostgreSQL target')));
    owner = await signUp(await createTestApp(database));
  });
  afterAll(async () => {
    await database?.close();
  });

  const storedIds = async (ids: string[]) =>
    (
      await database.db
        .selectFrom('run')
        .select('id')
        .where('project_id', '=', owner.projectId)
        .where('id', 'in', ids)
        .execute()
    ).map((row) => row.id);

  it('rejects the group whose transaction broke and the requests waiting behind it, then writes later groups', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      database.db,
    );
    const direct = new URL(postgresUrl ?? '');
    direct.pathname = `/${rows[0]?.name}`;
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const viaProxyUrl = new URL(direct);
    viaProxyUrl.port = String(proxy.port);
    const viaProxy = await openDatabase({ kind: 'postgres', url: viaProxyUrl.toString() });
    const blocker = new pg.Client({ connectionString: direct.toString() });
    await blocker.connect();
    try {
      const queue = new RunWriteQueue(viaProxy.db, runWriteOptionsLoader(viaProxy.db));
      const first = llmRun('first');
      const firstId = first[0]?.runId ?? '';
      await queue.write(owner.projectId, owner.orgId, first);

      // Another session locks the stored run: the next group's transaction waits on it, open.
      await blocker.query('begin');
      await blocker.query('select id from run where id = $1 for update', [firstId]);
      const broken = llmRun('broken');
      const brokenWrite = queue.write(owner.projectId, owner.orgId, [
        ...broken,
        { ...(first[1] as RunEvent), output: 'changed' },
      ]);
      let locked = false;
      for (let attempt = 0; attempt < 100 && !locked; attempt += 1) {
        const waiting = await blocker.query(
          "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        locked = (waiting.rowCount ?? 0) > 0;
        if (!locked) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(locked).toBe(true);
      const waitingBehind = [llmRun('behind-1'), llmRun('behind-2')];
      const behindWrites = waitingBehind.map((events) =>
        queue.write(owner.projectId, owner.orgId, events),
      );
      const settled = Promise.allSettled([brokenWrite, ...behindWrites]);

      proxy.cut();
      const outcomes = await settled;
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'rejected',
        'rejected',
        'rejected',
      ]);
      for (const outcome of outcomes)
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
      await blocker.query('rollback');

      proxy.restore();
      const later = llmRun('later');
      await queue.write(owner.projectId, owner.orgId, later);
      const written = [first, broken, ...waitingBehind, later].map(
        (events) => events[0]?.runId ?? '',
      );
      expect((await storedIds(written)).sort()).toEqual([firstId, later[0]?.runId ?? ''].sort());
    } finally {
      await blocker.end();
      await viaProxy.close();
      await proxy.close();
    }
  });
});
