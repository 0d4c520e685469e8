import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { writeRunEvents } from './run-writer.js';
import { recordUnsettledWrite, staleUnsettledWrites } from './unsettled-writes.js';
import { noWrittenRuns } from './written-runs.js';

const at = new Date('2026-11-01T10:00:00Z');

describe.each(testDatabaseTargets())('stale unsettled writes on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A record of these runs written `secondsAgo` ago. */
  async function record(projectId: string, runIds: string[], secondsAgo: number) {
    const id = await recordUnsettledWrite(database.db, projectId, runIds);
    await sql`update unsettled_write set written_at = now() - make_interval(secs => ${secondsAgo})
      where project_id = ${projectId} and id = ${id}`.execute(database.db);
    return id;
  }

  it('gives each stale record its own runs, oldest record first, young ones left out', async () => {
    const first = await storedProject(database.db);
    const second = await storedProject(database.db);
    const [root, child, other] = [randomUUID(), randomUUID(), randomUUID()];
    const start = (runId: string, parentRunId?: string) => ({
      source: 'lunary' as const,
      kind: 'start' as const,
      runId,
      parentRunId,
      timestamp: at,
      type: 'chain' as const,
      name: 'step',
    });
    await writeRunEvents(database.db, first.projectId, [start(root), start(child, root)]);
    await writeRunEvents(database.db, second.projectId, [start(other)]);
    const newest = await record(second.projectId, [other], 100);
    const tree = await record(first.projectId, [root, child], 300);
    // Its runs were deleted since: still returned, so the sweep forgets it.
    const emptied = await record(second.projectId, [randomUUID()], 200);
    await record(first.projectId, [root], 0);

    const stale = await staleUnsettledWrites(database.db, 60, 50);

    expect(
      stale.map(({ written, ...rest }) => ({ ...rest, runIds: [...written.runIds].sort() })),
    ).toEqual([
      { id: tree, projectId: first.projectId, orgId: first.orgId, runIds: [root, child].sort() },
      { id: emptied, projectId: second.projectId, orgId: second.orgId, runIds: [] },
      { id: newest, projectId: second.projectId, orgId: second.orgId, runIds: [other] },
    ]);
    // What to settle is read from each record's stored runs.
    expect(stale[0]?.written).toMatchObject({ tracedRunIds: [child], rootTraceIds: [root] });
    expect(stale[1]?.written).toEqual(noWrittenRuns());
    expect((await staleUnsettledWrites(database.db, 60, 2)).map((write) => write.id)).toEqual([
      tree,
      emptied,
    ]);
  });
});
