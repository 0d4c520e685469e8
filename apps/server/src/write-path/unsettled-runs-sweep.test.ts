import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { storePendingRunEvents } from './pending-run-events.js';
import { runWriteOptionsLoader } from './run-write-options.js';
import { writeRunEvents } from './run-writer.js';
import {
  settleUnsettledRuns,
  unsettledRunsSweepWindowMinutes,
  unsettledWriteGraceSeconds,
} from './unsettled-runs-sweep.js';
import { recordUnsettledWrite } from './unsettled-writes.js';

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

  it('settles the runs of a write whose settle never finished, once its record is a minute old', async () => {
    const { projectId } = await storedProject(database.db);
    const [agent, chain, call] = [randomUUID(), randomUUID(), randomUUID()];
    const start = (
      runId: string,
      type: 'agent' | 'chain' | 'llm',
      parentRunId?: string,
      userId?: string,
    ) => ({
      source: 'lunary' as const,
      kind: 'start' as const,
      runId,
      parentRunId,
      timestamp: at,
      type,
      name: type,
      userId,
    });
    await writeRunEvents(database.db, projectId, [
      start(agent, 'agent', undefined, 'customer-7'),
      start(chain, 'chain', agent),
      start(call, 'llm', chain),
    ]);
    // What a call committed beside its chain's move and its user's arrival leaves when its
    // process stops before the settle: no end user, the chain as its trace, and the record.
    await sql`update run set user_id = null, trace_id = ${chain}
      where project_id = ${projectId} and id = ${call}`.execute(database.db);
    await recordUnsettledWrite(database.db, projectId, [call]);
    const optionsFor = runWriteOptionsLoader(database.db);
    const callRow = () =>
      database.db
        .selectFrom('run')
        .select(['user_id', 'trace_id'])
        .where('project_id', '=', projectId)
        .where('id', '=', call)
        .executeTakeFirstOrThrow();
    const records = () =>
      database.db
        .selectFrom('unsettled_write')
        .select('run_ids')
        .where('project_id', '=', projectId)
        .execute();

    // A record this young may be a settle still running: left alone.
    await settleUnsettledRuns(database.db, optionsFor);
    expect(await callRow()).toEqual({ user_id: null, trace_id: chain });
    expect(await records()).toHaveLength(1);

    await sql`update unsettled_write set written_at = now() - make_interval(secs => ${unsettledWriteGraceSeconds + 5})
      where project_id = ${projectId}`.execute(database.db);
    expect(await settleUnsettledRuns(database.db, optionsFor)).toBe(1);
    const { user_id: agentUser } = await database.db
      .selectFrom('run')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where('id', '=', agent)
      .executeTakeFirstOrThrow();
    expect(agentUser).not.toBeNull();
    expect(await callRow()).toEqual({ user_id: agentUser, trace_id: agent });
    expect(await records()).toEqual([]);
  });

  it('settles the writes queued behind one whose settle keeps failing, and keeps that one for later', async () => {
    const { projectId } = await storedProject(database.db);
    onTestFinished(async () => {
      // Its stored judgement would fail the next test's sweeps too.
      await database.db.deleteFrom('project').where('id', '=', projectId).execute();
    });
    const [stuck, agent, call] = [randomUUID(), randomUUID(), randomUUID()];
    const start = (
      runId: string,
      type: 'agent' | 'llm',
      parentRunId?: string,
      userId?: string,
    ) => ({
      source: 'lunary' as const,
      kind: 'start' as const,
      runId,
      parentRunId,
      timestamp: at,
      type,
      name: type,
      userId,
    });
    await writeRunEvents(database.db, projectId, [
      start(stuck, 'llm'),
      start(agent, 'agent', undefined, 'customer-9'),
      start(call, 'llm', agent),
    ]);
    // Feedback stored in a shape this version rejects (as by an older one): merging it into its
    // run, which settling that run's write does, throws every time.
    const feedback = {
      source: 'lunary',
      kind: 'feedback',
      runId: stuck,
      timestamp: at.toISOString(),
      feedback: { thumb: 'sideways' },
    };
    await sql`insert into pending_run_event (project_id, target_id, by_trace, event)
      values (${projectId}, ${stuck}, false, ${JSON.stringify(feedback)}::jsonb)`.execute(
      database.db,
    );
    // The call's write stopped before its settle handed it the agent's end user.
    await sql`update run set user_id = null where project_id = ${projectId} and id = ${call}`.execute(
      database.db,
    );
    const stuckWrite = await recordUnsettledWrite(database.db, projectId, [stuck]);
    const callWrite = await recordUnsettledWrite(database.db, projectId, [call]);
    // The failing write is the oldest: first in the queue.
    await sql`update unsettled_write set written_at = now() - make_interval(secs => ${unsettledWriteGraceSeconds + 10})
      where project_id = ${projectId} and id = ${stuckWrite}`.execute(database.db);
    await sql`update unsettled_write set written_at = now() - make_interval(secs => ${unsettledWriteGraceSeconds + 5})
      where project_id = ${projectId} and id = ${callWrite}`.execute(database.db);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());

    // One settled: the call's write. The stuck write fails, and so does its project's waiting
    // judgement (the same feedback); neither stops the pass.
    expect(await settleUnsettledRuns(database.db, runWriteOptionsLoader(database.db))).toBe(1);

    // The call's write behind it was settled: the call has the agent's end user.
    const userOf = async (runId: string) =>
      (
        await database.db
          .selectFrom('run')
          .select('user_id')
          .where('project_id', '=', projectId)
          .where('id', '=', runId)
          .executeTakeFirstOrThrow()
      ).user_id;
    const agentUser = await userOf(agent);
    expect(agentUser).not.toBeNull();
    expect(await userOf(call)).toBe(agentUser);
    // The failing write is kept, moved behind the writes recorded since, and said in the log.
    const kept = await sql<{ id: string; postponed: boolean }>`
      select id, written_at > now() - make_interval(secs => ${unsettledWriteGraceSeconds}) as postponed
      from unsettled_write where project_id = ${projectId}`.execute(database.db);
    expect(kept.rows).toEqual([{ id: stuckWrite, postponed: true }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`write ${stuckWrite} `));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`project ${projectId};`));
  });
});
