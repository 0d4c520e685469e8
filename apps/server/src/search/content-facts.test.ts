import type { RunListType } from '@lookout/domain';
import { type Filter, serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { SearchIndexUse } from '../runs/filter-sql/run-condition.js';
import { selectRuns } from '../runs/run-selection.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { indexContentFactsBatch } from './content-facts-indexer.js';

/** Inputs and outputs of every shape the three filters read, as jsonb text (NULL: no field). */
const contents: [input: string | null, output: string | null][] = [
  [
    '[{"role":"system","content":"Be brief."},{"role":"user","content":"Refund?"}]',
    '{"role":"assistant","content":"Within 5 business days."}',
  ],
  [
    '[{"role":"user","content":"a"},{"role":"assistant","content":"b"},{"role":"user","content":"c"}]',
    '{"role":"assistant","content":"{\\"refund\\": true, \\"days\\": 5}"}',
  ],
  ['"One plain prompt"', '"Here it is: {\\"name\\": \\"Ada\\"} as asked"'],
  ['{"query":"refunds","limit":5}', '{"results":[{"order":"A-1"}]}'],
  ['[{"title":"Refunds"},{"title":"Billing"}]', '[1, 2, 3]'],
  [
    '[{"role":"user","content":[{"type":"text","text":"What is in"},{"type":"image_url","image_url":{"url":"x"}},{"type":"text","text":"this picture?"}]}]',
    '{"role":"assistant","content":null,"tool_calls":[{"id":"1"}]}',
  ],
  ['42', 'true'],
  ['null', '"   [ 1, 2 ]  "'],
  [null, null],
  [`"${'é'.repeat(1300)}"`, `"${'long answer '.repeat(120)}"`],
  ['[]', '""'],
];

/** Each filter with parameters that split the runs above. */
const filters: Filter[] = [
  { id: 'messages', params: ['gte', 3] },
  { id: 'messages', params: ['eq', 1] },
  { id: 'messages', params: ['lt', 2] },
  { id: 'messages', params: ['neq', 2] },
  { id: 'length', params: ['output', 'gt', 1200] },
  { id: 'length', params: ['input', 'gte', 1300] },
  { id: 'length', params: ['input', 'lt', 10] },
  { id: 'length', params: ['output', 'eq', 0] },
  { id: 'json', params: ['output', 'valid'] },
  { id: 'json', params: ['output', 'invalid'] },
  { id: 'json', params: ['output', 'contains'] },
  { id: 'json', params: ['input', 'valid'] },
  { id: 'json', params: ['input', 'invalid'] },
];

const kinds = ['llm', 'tool', 'retriever', 'chat', 'thread'] as const;

describe.each(testDatabaseTargets())('content facts on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  let otherProjectId: string;

  beforeAll(async () => {
    handle = await target.open();
    ({ projectId } = await storedProject(handle.db));
    ({ projectId: otherProjectId } = await storedProject(handle.db));
    for (const project of [projectId, otherProjectId]) {
      for (const [index, [input, output]] of contents.entries()) {
        for (const [position, kind] of kinds.entries()) {
          await sql`insert into run (project_id, id, type, status, created_at, trace_id, parent_run_id, input, output)
            select ${project}::uuid, id, ${kind}, 'success',
              timestamptz '2026-06-01' + ${index * kinds.length + position} * interval '1 minute',
              id, null, ${input}::jsonb, ${output}::jsonb
            from (select gen_random_uuid() as id) fresh`.execute(handle.db);
        }
      }
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  const idsIn = async (
    db: DatabaseHandle['db'],
    list: RunListType,
    filter: Filter,
    searchIndex: SearchIndexUse,
  ) =>
    (
      await selectRuns(db, projectId, {
        type: list,
        filters: serializeFilterBar({ operator: 'AND', filters: [filter] }),
        searchIndex,
      })
        .select('run.id')
        .execute()
    )
      .map((row) => row.id)
      .sort();
  const ids = (list: RunListType, filter: Filter, searchIndex: SearchIndexUse) =>
    idsIn(handle.db, list, filter, searchIndex);

  /** The runs a filter matches, each tested on what it holds (no stored fact read). */
  async function trueIds(list: RunListType, filter: Filter): Promise<string[]> {
    let found: string[] = [];
    const rollback = new Error('rollback');
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('run_content_facts').execute();
        found = await idsIn(trx, list, filter, 'test');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return found;
  }

  /** Runs at or after the facts watermark: candidates whatever their facts. */
  const tail = async () =>
    (
      await sql<{ id: string }>`select id from run where project_id = ${projectId}
        and changed_at >= coalesce((select watermark_changed_at::timestamptz from run_content_facts_state),
          '-infinity'::timestamptz)`.execute(handle.db)
    ).rows.map((row) => row.id);

  /**
   * For every filter and list: the test (stored facts when fresh) and the
   * narrowed read find exactly the runs that match, and the candidates hold
   * them; with `candidatesExact`, the candidates outside the facts indexer's
   * tail are exactly the matches.
   */
  async function expectExactReads(options: { candidatesExact: boolean }) {
    const tailIds = new Set(await tail());
    if (options.candidatesExact) expect(tailIds.size).toBeLessThan(3);
    let matches = 0;
    for (const list of ['llm', 'trace', 'thread'] as const) {
      for (const filter of filters) {
        const tested = await trueIds(list, filter);
        matches += tested.length;
        for (const use of ['test', 'narrow'] as const)
          expect({ list, filter, use, ids: await ids(list, filter, use) }).toEqual({
            list,
            filter,
            use,
            ids: tested,
          });
        const candidates = await ids(list, filter, 'candidates');
        expect(candidates).toEqual(expect.arrayContaining(tested));
        if (options.candidatesExact)
          expect({ list, filter, ids: candidates.filter((id) => !tailIds.has(id)) }).toEqual({
            list,
            filter,
            ids: tested.filter((id) => !tailIds.has(id)),
          });
      }
    }
    expect(matches).toBeGreaterThan(30);
  }

  it('finds every match before the facts indexer has run (every run is in its tail)', async () => {
    await expectExactReads({ candidatesExact: false });
  });

  it('stores facts that let the candidates alone be exact, batch by batch', async () => {
    let batches = 0;
    while (!(await indexContentFactsBatch(handle.db, 7)).caughtUp) batches += 1;
    expect(batches).toBeGreaterThanOrEqual(Math.floor((2 * contents.length * kinds.length) / 7));
    const stored = await handle.db
      .selectFrom('run_content_facts')
      .select((eb) => eb.fn.countAll<number>().as('runs'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.runs)).toBe(2 * contents.length * kinds.length);
    await expectExactReads({ candidatesExact: true });
  });

  it('reads a run changed since its facts were stored by what it holds now', async () => {
    // Three messages now, and a JSON answer; another run became a tool call.
    await sql`update run set input = '[{"role":"user","content":"x"},{"role":"user","content":"y"},{"role":"user","content":"z"}]'::jsonb,
        output = '"{\\"ok\\": 1}"'::jsonb, changed_at = clock_timestamp()
      where project_id = ${projectId} and type = 'llm' and input = '"One plain prompt"'::jsonb`.execute(
      handle.db,
    );
    await sql`update run set type = 'tool', changed_at = clock_timestamp()
      where project_id = ${projectId} and type = 'llm' and input = '42'::jsonb`.execute(handle.db);
    const threeMessages = { id: 'messages', params: ['gte', 3] } satisfies Filter;
    const changed = await handle.db
      .selectFrom('run')
      .select('id')
      .where('project_id', '=', projectId)
      .where('type', '=', 'llm')
      .where('input', '@>', sql<unknown>`'[{"content":"z"}]'::jsonb`)
      .executeTakeFirstOrThrow();
    expect(await ids('llm', threeMessages, 'narrow')).toContain(changed.id);
    await expectExactReads({ candidatesExact: false });
    while (!(await indexContentFactsBatch(handle.db, 7)).caughtUp) {}
    await expectExactReads({ candidatesExact: true });
  });

  it('forgets the facts of a deleted run, and keeps each project to its own runs', async () => {
    await sql`delete from run where project_id = ${otherProjectId}`.execute(handle.db);
    const left = await handle.db
      .selectFrom('run_content_facts')
      .select('project_id')
      .distinct()
      .execute();
    expect(left.map((row) => row.project_id)).toEqual([projectId]);
    await expectExactReads({ candidatesExact: true });
  });
});
