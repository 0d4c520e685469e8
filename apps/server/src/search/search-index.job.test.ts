import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { JobContext } from '../jobs/job-definition.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { searchIndexJob } from './search-index.job.js';

describe.each(testDatabaseTargets())('the search index job on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    ({ projectId } = await storedProject(handle.db));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('indexes the words and stores the content facts of every run, in small batches of each', async () => {
    await sql`insert into run (project_id, id, type, status, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', 'success', timestamptz '2026-06-01' + g * interval '1 second', id,
        jsonb_build_array(jsonb_build_object('role', 'user', 'content', 'question ' || g)),
        to_jsonb('answer ' || g)
      from (select g, gen_random_uuid() as id from generate_series(1, 23) g) runs`.execute(
      handle.db,
    );
    const progress: number[] = [];
    const context = {
      signal: new AbortController().signal,
      reportProgress: async ({ done }: { done: number }) => {
        progress.push(done);
      },
      yieldToIngestion: async () => {},
      job: { id: 'job', orgId: null, projectId: null, attempt: 1 },
    } satisfies JobContext;
    await searchIndexJob(handle.db, 5).run({}, context);
    // Five words batches (5 runs each), and facts batches of 10 in turn.
    expect(progress).toEqual([5, 10, 15, 20]);
    const indexed = await sql<{ words: number; facts: number; facts_right: number }>`
      select (select count(*) from run_search where project_id = ${projectId})::int as words,
        (select count(*) from run_content_facts where project_id = ${projectId})::int as facts,
        (select count(*) from run_content_facts
          where project_id = ${projectId} and input_messages = 1 and output_chars > 6)::int as facts_right`.execute(
      handle.db,
    );
    expect(indexed.rows[0]).toEqual({ words: 23, facts: 23, facts_right: 23 });
  });
});
