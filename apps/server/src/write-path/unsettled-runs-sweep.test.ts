import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { storePendingRunEvents } from './pending-run-events.js';
import { runWriteOptionsLoader } from './run-write-options.js';
import { writeRunEvents } from './run-writer.js';
import { settleUnsettledRuns, unsettledRunsSweepWindowMinutes } from './unsettled-runs-sweep.js';

const at = new Date('2026-11-01T10:00:00Z');

describe.each(testDatabaseTargets())('the unsettled runs sweep on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  /**
   * Two writes that could not see each other, neither settled: a child stored
   * without its parent, then the parent.
   */
  async function unsettledChild(projectId: string, child: string, name: string, parent: string) {
    await writeRunEvents(database.db, projectId, [
      {
        source: 'lunary',
        kind: 'start',
        runId: child,
        parentRunId: parent,
        timestamp: at,
        type: 'llm',
        name,
      },
    ]);
    await sql`insert into run (project_id, id, type, name, status, created_at, trace_id)
      values (${projectId}, ${parent}, 'agent', 'parent', 'started', ${at}, ${parent})`.execute(
      database.db,
    );
  }

  it('links a child and merges feedback whose writes committed without being settled', async () => {
    const { projectId } = await storedProject(database.db);
    const [parent, child] = [randomUUID(), randomUUID()];
    await unsettledChild(projectId, child, 'child', parent);
    // Feedback left waiting although its run is stored now.
    await storePendingRunEvents(database.db, projectId, [
      {
        source: 'lunary',
        kind: 'feedback',
        runId: parent,
        timestamp: at,
        feedback: { thumb: 'up' },
      },
    ]);
    const optionsFor = runWriteOptionsLoader(database.db);

    expect(await settleUnsettledRuns(database.db, optionsFor)).toBe(2);

    const rows = await database.db
      .selectFrom('run')
      .select(['id', 'parent_run_id', 'missing_parent_id', 'trace_id', 'feedback'])
      .where('project_id', '=', projectId)
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      {
        id: child,
        parent_run_id: parent,
        missing_parent_id: null,
        trace_id: parent,
        feedback: null,
      },
      expect.objectContaining({
        id: parent,
        parent_run_id: null,
        feedback: expect.objectContaining({ thumb: 'up' }),
      }),
    ]);
    expect(
      await database.db
        .selectFrom('pending_run_event')
        .select('target_id')
        .where('project_id', '=', projectId)
        .execute(),
    ).toEqual([]);
    // Nothing is left to settle.
    expect(await settleUnsettledRuns(database.db, optionsFor)).toBe(0);
  });

  it('reads only the orphans changed within its window, however many old ones there are', async () => {
    const { projectId } = await storedProject(database.db);
    const [recent, old] = [randomUUID(), randomUUID()];
    await unsettledChild(projectId, recent, 'recent', randomUUID());
    await unsettledChild(projectId, old, 'old', randomUUID());
    // An orphan last changed before the window (the trigger would stamp now: bypassed).
    await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update run set changed_at = now() - make_interval(mins => ${unsettledRunsSweepWindowMinutes + 5})
        where project_id = ${projectId} and id = ${old}`.execute(trx);
    });
    const orphans = () =>
      database.db
        .selectFrom('run')
        .select('name')
        .where('project_id', '=', projectId)
        .where('missing_parent_id', 'is not', null)
        .execute();
    expect(await orphans()).toHaveLength(2);

    // The recent one is linked; the old one is left (a process down longer than the window).
    expect(await settleUnsettledRuns(database.db, runWriteOptionsLoader(database.db))).toBe(1);
    expect(await orphans()).toEqual([{ name: 'old' }]);
  });
});
