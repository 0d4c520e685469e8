import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { JobContext } from '../jobs/job-definition.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { contentFactsJob } from './content-facts.job.js';
import { searchIndexJob } from './search-index.job.js';

describe.each(testDatabaseTargets())('the search index jobs on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    ({ projectId } = await storedProject(handle.db));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('index the words and store the content facts of every run, batch after batch', async () => {
    await sql`insert into run (project_id, id, type, status, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', 'success', timestamptz '2026-06-01' + g * interval '1 second', id,
        jsonb_build_array(jsonb_build_object('role', 'user', 'content', 'question ' || g)),
        to_jsonb('answer ' || g)
      from (select g, gen_random_uuid() as id from generate_series(1, 23) g) runs`.execute(
      handle.db,
    );
    const progress: number[] = [];
    let yields = 0;
    let busy = false;
    const context = {
      signal: new AbortController().signal,
      reportProgress: async ({ done }: { done: number }) => {
        progress.push(done);
      },
      yieldToIngestion: async () => {
        yields += 1;
      },
      ingestionBusy: () => busy,
      job: { id: 'job', orgId: null, projectId: null, attempt: 1 },
    } satisfies JobContext;
    await searchIndexJob(handle.db, 5).run({}, context);
    // Five batches of words (5 runs each), progress after each but the last; no yield.
    expect({ progress, yields }).toEqual({ progress: [5, 10, 15, 20], yields: 0 });
    progress.length = 0;
    const facts = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from run_content_facts`.execute(
            handle.db,
          )
        ).rows[0]?.n,
      );
    // While ingestion is busy, one batch of facts an occurrence.
    busy = true;
    await contentFactsJob(handle.db, 10).run({}, context);
    expect({ progress, facts: await facts() }).toEqual({ progress: [], facts: 10 });
    busy = false;
    await contentFactsJob(handle.db, 10).run({}, context);
    expect({ progress, facts: await facts() }).toEqual({ progress: [10], facts: 23 });
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
