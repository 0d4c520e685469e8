import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { RunEvent } from './run-event.js';
import { runWriteOptionsLoader } from './run-write-options.js';
import { RunWriteQueue } from './run-write-queue.js';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, 0, ms));

/** Start and end of a run. */
function run(runId: string, type: string, ms: number, extra: Partial<RunEvent> = {}): RunEvent[] {
  return [
    {
      source: 'lunary',
      kind: 'start',
      runId,
      timestamp: at(ms),
      type,
      name: type,
      input: `in ${runId}`,
      ...extra,
    } as RunEvent,
    {
      source: 'lunary',
      kind: 'end',
      runId,
      timestamp: at(ms + 5),
      type,
      output: `out ${runId}`,
    } as RunEvent,
  ];
}

/**
 * A trace of an end user (agent → two chains → two LLM calls each, the
 * first of which looks something up) and a
 * conversation (a thread, three messages, a tool call of the first), with feedback on a call and on a message: the
 * events every request below carries one piece of.
 */
function scenario() {
  const agent = randomUUID();
  const chains = [randomUUID(), randomUUID()];
  const calls = chains.flatMap((chain) => [
    { id: randomUUID(), parent: chain },
    { id: randomUUID(), parent: chain },
  ]);
  const thread = randomUUID();
  const messages = [randomUUID(), randomUUID(), randomUUID()];
  const tool = randomUUID();
  const lookup = randomUUID();
  const user = `user-${agent}`;
  const pieces: RunEvent[][] = [
    run(agent, 'agent', 0, { userId: user }),
    ...chains.map((chain, index) => run(chain, 'chain', 10 + index, { parentRunId: agent })),
    ...calls.map((call, index) => run(call.id, 'llm', 20 + index, { parentRunId: call.parent })),
    run(lookup, 'retriever', 30, { parentRunId: calls[0]?.id }),
    run(thread, 'thread', 0),
    ...messages.map((message, index) =>
      run(message, 'chat', 100 * (index + 1), { parentRunId: thread }),
    ),
    run(tool, 'tool', 150, { parentRunId: messages[0] }),
    [
      {
        source: 'lunary',
        kind: 'feedback',
        runId: calls[3]?.id ?? '',
        timestamp: at(900),
        feedback: { thumb: 'up' },
      } as RunEvent,
    ],
    [
      {
        source: 'lunary',
        kind: 'feedback',
        runId: messages[2] ?? '',
        timestamp: at(901),
        feedback: { thumb: 'down', comment: 'late' },
      } as RunEvent,
    ],
  ];
  return { agent, chains, calls, lookup, thread, messages, tool, user, pieces };
}

/** A random order of the pieces, some of them sent together in one request. */
function shuffledRequests(pieces: RunEvent[][], seed: number): RunEvent[][] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const order = pieces.map((piece) => ({ piece, key: random() })).sort((a, b) => a.key - b.key);
  const requests: RunEvent[][] = [];
  for (const { piece } of order) {
    const last = requests.at(-1);
    if (last && random() < 0.3) last.push(...piece);
    else requests.push([...piece]);
  }
  return requests;
}

describe.each(testDatabaseTargets())(
  'runs of one project written on several lanes at once ($kind)',
  (target) => {
    let database: DatabaseHandle;
    let owner: SignedUp;
    beforeAll(async () => {
      database = await target.open();
      owner = await signUp(await createTestApp(database));
    });
    afterAll(async () => {
      await database?.close();
    });

    it('links every child, thread and judgement as if the events had come one by one', async () => {
      const queue = new RunWriteQueue(database.db, runWriteOptionsLoader(database.db), {
        lanes: target.kind === 'postgres' ? 4 : 1,
        maxEventsPerTransaction: 6,
      });
      const rounds = Array.from({ length: 8 }, () => scenario());
      await Promise.all(
        rounds.flatMap((round, index) =>
          shuffledRequests(round.pieces, index + 1).map((events) =>
            queue.write(owner.projectId, owner.orgId, events),
          ),
        ),
      );
      for (const round of rounds) {
        const rows = await database.db
          .selectFrom('run')
          .select([
            'id',
            'parent_run_id',
            'missing_parent_id',
            'trace_id',
            'thread_id',
            'user_id',
            'status',
            'feedback',
            'last_activity_at',
          ])
          .where('project_id', '=', owner.projectId)
          .where('id', 'in', [
            round.agent,
            ...round.chains,
            ...round.calls.map((call) => call.id),
            round.lookup,
            round.thread,
            ...round.messages,
            round.tool,
          ])
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        expect(rows).toHaveLength(1 + 2 + 4 + 1 + 1 + 3 + 1);
        expect(
          rows.every((row) => row.status === 'success' && row.missing_parent_id === null),
        ).toBe(true);
        for (const chain of round.chains)
          expect(byId.get(chain)).toMatchObject({
            parent_run_id: round.agent,
            trace_id: round.agent,
            user_id: round.user,
          });
        for (const call of round.calls)
          expect(byId.get(call.id)).toMatchObject({
            parent_run_id: call.parent,
            trace_id: round.agent,
            user_id: round.user,
          });
        expect(byId.get(round.lookup)).toMatchObject({
          parent_run_id: round.calls[0]?.id,
          trace_id: round.agent,
          user_id: round.user,
        });
        for (const message of round.messages)
          expect(byId.get(message)).toMatchObject({
            parent_run_id: round.thread,
            thread_id: round.thread,
            trace_id: round.thread,
          });
        expect(byId.get(round.tool)).toMatchObject({
          parent_run_id: round.messages[0],
          thread_id: round.thread,
          trace_id: round.thread,
        });
        // The end user counts every run of the trace, whichever lane stored it first.
        const user = await database.db
          .selectFrom('external_user')
          .select('run_count')
          .where('project_id', '=', owner.projectId)
          .where('external_id', '=', round.user)
          .executeTakeFirst();
        expect(Number(user?.run_count)).toBe(1 + 2 + 4 + 1);
        expect(byId.get(round.calls[3]?.id ?? '')?.feedback).toMatchObject({ thumb: 'up' });
        expect(byId.get(round.messages[2] ?? '')?.feedback).toMatchObject({
          thumb: 'down',
          comment: 'late',
        });
        const lastActivity = byId.get(round.thread)?.last_activity_at;
        expect(lastActivity && new Date(lastActivity).toISOString()).toBe(at(305).toISOString());
      }
      const waiting = await database.db
        .selectFrom('pending_run_event')
        .select('target_id')
        .where('project_id', '=', owner.projectId)
        .execute();
      expect(waiting).toEqual([]);
      // Every write was settled: none is left for the sweep.
      const unsettled = await database.db
        .selectFrom('unsettled_write')
        .select('run_ids')
        .where('project_id', '=', owner.projectId)
        .execute();
      expect(unsettled).toEqual([]);
    });
  },
);
