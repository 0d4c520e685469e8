import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { JobRunner } from '../jobs/job-runner.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { projectRetention, retentionCutoff, retentionSweep } from './run-retention.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const minute = 60_000;
const day = 24 * 60 * minute;

describe.each(testDatabaseTargets())('run retention on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /** A run of `projectId` that started `ageMs` ago, in trace `traceId` (its root when no parent). */
  const storeRun = async (
    projectId: string,
    ageMs: number,
    traceId: string,
    parentRunId: string | null = null,
  ) => {
    const id = parentRunId ? randomUUID() : traceId;
    await database.db
      .insertInto('run')
      .values({
        project_id: projectId,
        id,
        type: 'llm',
        created_at: new Date(Date.now() - ageMs),
        ended_at: null,
        trace_id: traceId,
        thread_id: null,
        parent_run_id: parentRunId,
        name: null,
        status: 'success',
        duration_ms: null,
        input: null,
        output: null,
        error: null,
        params: '{}',
        metadata: '{}',
        user_id: null,
        user_props: '{}',
        model: null,
        prompt_tokens: null,
        completion_tokens: null,
        cached_prompt_tokens: null,
        total_tokens: null,
        cost: null,
        feedback: JSON.stringify({ thumb: 'up' }),
        scores: '[]',
        template_version_id: null,
        extra: '{}',
        merge_stamps: '{}',
      })
      .execute();
    return id;
  };
  const runIds = async (projectId: string) =>
    (await database.db.selectFrom('run').select('id').where('project_id', '=', projectId).execute())
      .map((row) => row.id)
      .sort();

  /** Runs the hourly sweep and its passes on `edition` until `projectId`'s pass has succeeded. */
  const runRetention = async (edition: 'cloud' | 'self-hosted', projectId: string) => {
    const runner = new JobRunner(
      database.db,
      {
        'retention.sweep': retentionSweep(database.db, edition),
        'retention.project': projectRetention(database.db, edition),
      },
      { pollIntervalMs: 50, log: quiet },
    );
    runner.start();
    let pass:
      | {
          state: string;
          progress_done: number;
          progress_message: string | null;
          org_id: string | null;
        }
      | undefined;
    try {
      for (let tries = 0; tries < 300 && pass?.state !== 'succeeded'; tries += 1) {
        await sleep(50);
        pass = await database.db
          .selectFrom('job')
          .select(['state', 'progress_done', 'progress_message', 'org_id'])
          .where('kind', '=', 'retention.project')
          .where('project_id', '=', projectId)
          .executeTakeFirst();
      }
    } finally {
      await runner.stop();
    }
    return pass;
  };

  it('deletes traces older than the project retention, keeps every run inside the window', async () => {
    const kept = await storedProject(database.db, { dataRetentionDays: 30 });
    const unlimited = await storedProject(database.db);
    const bound = 30 * day;
    // An old trace with an old child: both go.
    const oldTrace = await storeRun(kept.projectId, 40 * day, randomUUID());
    await storeRun(kept.projectId, 35 * day, oldTrace, oldTrace);
    // An old root whose child is inside the window: the trace stays whole.
    const straddling = await storeRun(kept.projectId, 40 * day, randomUUID());
    const recentChild = await storeRun(kept.projectId, 10 * day, straddling, straddling);
    // Either side of the boundary, a minute away.
    await storeRun(kept.projectId, bound + minute, randomUUID());
    const justInside = await storeRun(kept.projectId, bound - minute, randomUUID());
    const fresh = await storeRun(kept.projectId, minute, randomUUID());
    // A project without retention keeps even a year-old run.
    const ancient = await storeRun(unlimited.projectId, 400 * day, randomUUID());

    const pass = await runRetention('self-hosted', kept.projectId);
    // The pass is the project's, so its progress shows in the project's jobs list.
    expect(pass).toMatchObject({
      state: 'succeeded',
      org_id: kept.orgId,
      progress_done: 3,
      progress_message: '3 expired runs deleted',
    });
    expect(await runIds(kept.projectId)).toEqual(
      [straddling, recentChild, justInside, fresh].sort(),
    );
    expect(await runIds(unlimited.projectId)).toEqual([ancient]);
    const passes = await database.db
      .selectFrom('job')
      .select('project_id')
      .where('kind', '=', 'retention.project')
      .execute();
    expect(passes.map((row) => row.project_id)).toEqual([kept.projectId]);
  });

  it('bounds retention by the plan history on cloud: free 30 days, team 2 years, enterprise none', async () => {
    await database.db.deleteFrom('job').execute();
    const free = await storedProject(database.db, { plan: 'free' });
    const freeOld = await storeRun(free.projectId, 31 * day, randomUUID());
    const freeKept = await storeRun(free.projectId, 29 * day, randomUUID());
    const team = await storedProject(database.db, { plan: 'team', dataRetentionDays: 3650 });
    await storeRun(team.projectId, 731 * day, randomUUID());
    const teamKept = await storeRun(team.projectId, 400 * day, randomUUID());
    const teamShort = await storedProject(database.db, { plan: 'team', dataRetentionDays: 7 });
    await storeRun(teamShort.projectId, 8 * day, randomUUID());
    const enterprise = await storedProject(database.db, { plan: 'enterprise' });
    const ancient = await storeRun(enterprise.projectId, 4000 * day, randomUUID());

    await runRetention('cloud', free.projectId);
    await runRetention('cloud', team.projectId);
    await runRetention('cloud', teamShort.projectId);

    expect(freeOld).not.toBe(freeKept);
    expect(await runIds(free.projectId)).toEqual([freeKept]);
    expect(await runIds(team.projectId)).toEqual([teamKept]);
    expect(await runIds(teamShort.projectId)).toEqual([]);
    expect(await runIds(enterprise.projectId)).toEqual([ancient]);
    // An enterprise project with no retention gets no pass at all.
    const enterprisePasses = await database.db
      .selectFrom('job')
      .select('id')
      .where('kind', '=', 'retention.project')
      .where('project_id', '=', enterprise.projectId)
      .execute();
    expect(enterprisePasses).toEqual([]);
  });

  it('cuts any plan to 30 days once a failed payment is past its 14 days of grace (cloud only)', async () => {
    await database.db.deleteFrom('job').execute();
    const failingSince = async (orgId: string, days: number) =>
      database.db
        .updateTable('org')
        .set({
          billing_delinquent: true,
          billing_delinquent_since: new Date(Date.now() - days * day),
        })
        .where('id', '=', orgId)
        .execute();
    const pastGrace = await storedProject(database.db, { plan: 'enterprise' });
    await failingSince(pastGrace.orgId, 15);
    await storeRun(pastGrace.projectId, 31 * day, randomUUID());
    const pastGraceKept = await storeRun(pastGrace.projectId, 29 * day, randomUUID());
    const inGrace = await storedProject(database.db, { plan: 'team' });
    await failingSince(inGrace.orgId, 13);
    const inGraceOld = await storeRun(inGrace.projectId, 400 * day, randomUUID());
    const selfHosted = await storedProject(database.db, { plan: 'free', dataRetentionDays: 3650 });
    await failingSince(selfHosted.orgId, 100);
    const selfHostedOld = await storeRun(selfHosted.projectId, 400 * day, randomUUID());

    // Self-hosted first: a cloud sweep would treat the same org as a cloud one.
    await runRetention('self-hosted', selfHosted.projectId);
    expect(await runIds(selfHosted.projectId)).toEqual([selfHostedOld]);
    // The next hourly sweep is an hour away: start afresh as a new hour would.
    await database.db.deleteFrom('job').execute();
    await runRetention('cloud', pastGrace.projectId);
    await runRetention('cloud', inGrace.projectId);

    expect(await runIds(pastGrace.projectId)).toEqual([pastGraceKept]);
    expect(await runIds(inGrace.projectId)).toEqual([inGraceOld]);
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])(
    'puts the cutoff exactly N × 24 hours back in the %s session time zone',
    async (zone) => {
      // 200 days crosses a daylight-saving change in every zone that has one.
      const { cutoff, now } = await database.db.transaction().execute(async (trx) => {
        await sql`select set_config('TimeZone', ${zone}, true)`.execute(trx);
        const { rows } = await sql<{ now: Date }>`select now() as now`.execute(trx);
        return {
          cutoff: await retentionCutoff(trx, 200),
          now: new Date((rows[0] as { now: Date }).now),
        };
      });
      expect(now.getTime() - cutoff.getTime()).toBe(200 * day);
    },
  );
});
