import { type FilterBar, serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { saveRunEnrichments } from '../enrichments/run-enrichment.repository.js';
import { indexSearchBatch } from '../search/search-indexer.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { SearchPage } from './recent-search-page.js';
import { type RunSelection, selectRuns } from './run-selection.js';
import { readSearchPageInDateOrder, searchPageInDateOrder } from './search-page-in-date-order.js';

const bar = (operator: FilterBar['operator'], filters: FilterBar['filters']) =>
  serializeFilterBar({ operator, filters });
const billing: FilterBar['filters'][number] = { id: 'topics', params: ['input', ['billing']] };

/** Calls, three a minute (equal times, so pages end inside ties). */
const calls = 60;

/** Selections the search index narrows, each with matches spread over the calls. */
const selections: RunSelection[] = [
  { type: 'llm', filters: '', search: 'kubernetes' },
  { type: 'llm', filters: '', search: 'refund' },
  { type: 'llm', filters: '', search: 'on Kubernetes pods' },
  { type: 'llm', filters: '', search: 'ubernete' },
  { type: 'llm', filters: '', search: 'zeppelin' },
  { type: 'llm', filters: 'status=error', search: 'refund' },
  { type: 'trace', filters: '', search: 'kubernetes' },
  { type: 'llm', filters: bar('AND', [{ id: 'search', params: ['kubernetes'] }]) },
  {
    type: 'llm',
    filters: bar('AND', [{ id: 'string', params: ['output', 'contains', 'insensitive', 'pods'] }]),
  },
  // The text holds a quote: the index cannot narrow it, every run is tested.
  {
    type: 'llm',
    filters: bar('AND', [{ id: 'string', params: ['any', 'contains', 'sensitive', '"quoted"'] }]),
  },
  // OR: runs matching the other filter are candidates too.
  {
    type: 'llm',
    filters: bar('OR', [
      { id: 'search', params: ['kubernetes'] },
      { id: 'status', params: ['error'] },
    ]),
  },
  {
    type: 'llm',
    filters: bar('AND', [
      { id: 'search', params: ['refund'] },
      { id: 'string', params: ['input', 'notcontains', 'insensitive', 'ticket 1'] },
    ]),
  },
  // Enrichment filters that leave few runs: every filter reading content is tested in order.
  ...(['llm', 'trace'] as const).flatMap((type): RunSelection[] => [
    {
      type,
      enrichments: 'joined',
      filters: bar('AND', [
        billing,
        { id: 'string', params: ['output', 'contains', 'insensitive', 'pods'] },
      ]),
    },
    { type, enrichments: 'joined', filters: bar('AND', [billing]), search: 'kubernetes' },
    {
      type,
      enrichments: 'joined',
      filters: bar('AND', [
        billing,
        { id: 'regex', params: ['input', 'contains', 'ticket [0-9]*5$'] },
        { id: 'length', params: ['output', 'gt', 20] },
      ]),
    },
    {
      type,
      enrichments: 'joined',
      filters: bar('OR', [
        billing,
        { id: 'string', params: ['output', 'contains', 'sensitive', 'again'] },
      ]),
    },
  ]),
];

describe.each(testDatabaseTargets())(
  'a search page read by ordering the candidates first on $kind',
  (target) => {
    let handle: DatabaseHandle;
    let projectId: string;
    beforeAll(async () => {
      handle = await target.open();
      ({ projectId } = await storedProject(handle.db));
      const other = await storedProject(handle.db);
      const insert = (project: string, from: number, to: number) =>
        sql`insert into run (project_id, id, type, status, created_at, trace_id, parent_run_id, input, output)
        select ${project}::uuid, id, 'llm', case when g % 4 = 0 then 'error' else 'success' end,
          timestamptz '2026-06-01' + (g / 3) * interval '1 minute', id, null,
          to_jsonb('Where is my refund? ticket ' || g),
          case when g % 5 = 0 then to_jsonb('Kubernetes pods restart "quoted"'::text)
            when g % 7 = 0 then '{"answer": "we run on kubernetes"}'::jsonb
            else to_jsonb('Refunds take 5 days'::text) end
        from (select g, gen_random_uuid() as id from generate_series(${from}::int, ${to}::int) g) calls`.execute(
          handle.db,
        );
      await insert(projectId, 1, calls - 10);
      await insert(other.projectId, 1, calls);
      while (!(await indexSearchBatch(handle.db)).caughtUp) {}
      // Changed since it was indexed: no longer about Kubernetes, and one that now is.
      await sql`update run set output = to_jsonb('Refunds take 5 days'::text), changed_at = clock_timestamp()
        where project_id = ${projectId} and input #>> '{}' = 'Where is my refund? ticket 10'`.execute(
        handle.db,
      );
      await sql`update run set output = to_jsonb('Kubernetes again'::text), changed_at = clock_timestamp()
        where project_id = ${projectId} and input #>> '{}' = 'Where is my refund? ticket 11'`.execute(
        handle.db,
      );
      // Not indexed yet: the index's tail.
      await insert(projectId, calls - 9, calls);
      // Every other call is about billing.
      const about = await handle.db
        .selectFrom('run')
        .select('id')
        .where('project_id', '=', projectId)
        .where(sql<boolean>`(input #>> '{}') ~ '[02468]$'`)
        .execute();
      await saveRunEnrichments(
        handle.db,
        projectId,
        ['topics'],
        about.map((row) => ({
          runId: row.id,
          results: { topics: { input: { topics: ['billing'] }, output: { topics: [] } } },
          errors: {},
        })),
      );
    });
    afterAll(async () => {
      await handle?.close();
    });

    const list = (selection: RunSelection) =>
      selectRuns(handle.db, projectId, selection).select(['run.id', 'run.created_at']);

    /** The page as the list reads it otherwise: every match, sorted. */
    async function sortedPage(selection: RunSelection, { direction, limit, page }: SearchPage) {
      const rows = await list(selection)
        .orderBy('run.created_at', direction)
        .orderBy('run.id', direction)
        .limit(limit)
        .offset(page * limit)
        .execute();
      return rows.map((row) => row.id);
    }

    it('reads every page of every selection as sorting all its matches does', async () => {
      let pagesWithRuns = 0;
      for (const selection of selections) {
        for (const direction of ['desc', 'asc'] as const) {
          for (const page of [0, 1, 2, 5]) {
            const at = { direction, limit: 4, page };
            const rows = await readSearchPageInDateOrder(handle.db, projectId, selection, list, at);
            const expected = await sortedPage(selection, at);
            if (expected.length > 0) pagesWithRuns += 1;
            expect({ selection, at, ids: rows?.map((row) => row.id) }).toEqual({
              selection,
              at,
              ids: expected,
            });
          }
        }
      }
      expect(pagesWithRuns).toBeGreaterThan(50);
    });

    it('finds a run changed since it was indexed by what it holds now, and runs not indexed yet', async () => {
      const ids = async (search: string) =>
        (
          (await readSearchPageInDateOrder(
            handle.db,
            projectId,
            { type: 'llm', filters: '', search },
            list,
            { direction: 'desc', limit: 100, page: 0 },
          )) ?? []
        ).map((row) => row.id);
      const ticket = async (n: number) =>
        (
          await handle.db
            .selectFrom('run')
            .select('id')
            .where('project_id', '=', projectId)
            .where(sql<string>`input #>> '{}'`, '=', `Where is my refund? ticket ${n}`)
            .executeTakeFirstOrThrow()
        ).id;
      const kubernetes = await ids('kubernetes');
      expect(kubernetes).not.toContain(await ticket(10));
      expect(kubernetes).toContain(await ticket(11));
      expect(kubernetes).toContain(await ticket(calls));
      expect(await ids('again')).toEqual([await ticket(11)]);
    });

    it('leaves a selection neither the search index narrows nor a content test reads to the sorted read', async () => {
      for (const selection of [
        { type: 'llm', filters: '' },
        { type: 'llm', filters: 'status=error' },
        {
          type: 'llm',
          filters: bar('AND', [
            { id: 'string', params: ['any', 'notcontains', 'insensitive', 'refund'] },
          ]),
        },
        {
          type: 'llm',
          filters: bar('AND', [billing, { id: 'status', params: ['error'] }]),
          enrichments: 'joined',
        },
      ] satisfies RunSelection[]) {
        expect(
          await readSearchPageInDateOrder(handle.db, projectId, selection, list, {
            direction: 'desc',
            limit: 4,
            page: 0,
          }),
        ).toBeNull();
      }
    });

    it('tests the text of the candidates in date order until the page is full, not of every candidate', async () => {
      const query = searchPageInDateOrder(
        handle.db,
        projectId,
        { type: 'llm', filters: '', search: 'refund' },
        list,
        { direction: 'desc', limit: 5, page: 0 },
      );
      const [row] = await query.explain('json', sql`analyze`);
      const tests = textTestLoops(
        (row as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]?.Plan,
      );
      // Every run holds "refund": the first five candidates fill the page.
      expect(tests).toEqual([5]);
    });

    it('tests the text of the runs few enrichments leave in date order until the page is full', async () => {
      const query = searchPageInDateOrder(
        handle.db,
        projectId,
        {
          type: 'llm',
          enrichments: 'joined',
          filters: bar('AND', [
            billing,
            { id: 'string', params: ['input', 'contains', 'insensitive', 'refund'] },
          ]),
        },
        list,
        { direction: 'desc', limit: 5, page: 0 },
        'skip',
      );
      const [row] = await query.explain('json', sql`analyze`);
      const tests = textTestLoops(
        (row as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]?.Plan,
      );
      expect(tests).toEqual([5]);
    });
  },
);

interface PlanNode {
  'Node Type': string;
  'Actual Loops': number;
  Filter?: string;
  Plans?: PlanNode[];
}

/** How many times each plan node testing input or output text (`#>>`) ran. */
function textTestLoops(node: PlanNode | undefined): number[] {
  if (!node) return [];
  const own = node.Filter?.includes("#>> '{}'") ? [node['Actual Loops']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(textTestLoops)];
}
