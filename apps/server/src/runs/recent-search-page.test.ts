import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { indexSearchBatch } from '../search/search-indexer.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { readRecentSearchPage } from './recent-search-page.js';
import { type RunSelection, selectRuns } from './run-selection.js';

/** A filter string of the text filter (`string`) on input or output, ignoring case. */
const textFilter = (match: 'contains' | 'notcontains', text: string) =>
  serializeFilterBar({
    operator: 'AND',
    filters: [{ id: 'string', params: ['any', match, 'insensitive', text] }],
  });

/** 40 calls, two a minute (equal times, so the window's boundary falls inside a tie). */
const calls = 40;

describe.each(testDatabaseTargets())(
  'a search page read among the newest runs on $kind',
  (target) => {
    let handle: DatabaseHandle;
    let projectId: string;
    beforeAll(async () => {
      handle = await target.open();
      ({ projectId } = await storedProject(handle.db));
      await sql`insert into run (project_id, id, type, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', timestamptz '2026-06-01' + (g / 2) * interval '1 minute', id,
        to_jsonb('Where is my refund? ticket ' || g),
        to_jsonb(case when g % 10 = 0 then 'Kubernetes pods restart' else 'Refunds take 5 days' end)
      from (select g, gen_random_uuid() as id from generate_series(1, ${calls}) g) calls`.execute(
        handle.db,
      );
      while (!(await indexSearchBatch(handle.db)).caughtUp) {}
    });
    afterAll(async () => {
      await handle?.close();
    });

    const list = (selection: RunSelection) =>
      selectRuns(handle.db, projectId, selection).select(['run.id', 'run.created_at']);

    /** The page as read through the search index, the way it is read without the window. */
    async function indexedPage(
      search: string,
      direction: 'asc' | 'desc',
      limit: number,
      page: number,
    ) {
      const rows = await list({ type: 'llm', filters: '', search })
        .orderBy('run.created_at', direction)
        .orderBy('run.id', direction)
        .limit(limit)
        .offset(page * limit)
        .execute();
      return rows.map((row) => row.id);
    }

    async function recentPage(
      search: string,
      direction: 'asc' | 'desc',
      limit: number,
      page: number,
      window: number,
    ) {
      const rows = await readRecentSearchPage(
        handle.db,
        projectId,
        { type: 'llm', filters: '', search },
        list,
        { direction, limit, page },
        window,
      );
      return rows?.map((row) => row.id) ?? null;
    }

    it('reads a frequent text from the newest runs, page for page as through the index', async () => {
      for (const direction of ['desc', 'asc'] as const) {
        for (const page of [0, 1]) {
          const recent = await recentPage('refund', direction, 5, page, 11);
          expect(recent).toHaveLength(5);
          expect({ direction, page, ids: recent }).toEqual({
            direction,
            page,
            ids: await indexedPage('refund', direction, 5, page),
          });
        }
      }
    });

    it('leaves to the index a page past the window, or a text too rare to fill it there', async () => {
      expect(await recentPage('refund', 'desc', 5, 2, 11)).toBeNull();
      expect(await recentPage('kubernetes', 'desc', 5, 0, 11)).toBeNull();
      expect(await recentPage('nothing like this', 'desc', 5, 0, 11)).toBeNull();
    });

    it('leaves a text tested on the few runs joined enrichments allow to the read in date order', async () => {
      const page = { direction: 'desc', limit: 5, page: 0 } as const;
      const selection: RunSelection = { type: 'llm', filters: '', search: 'refund' };
      expect(
        await readRecentSearchPage(handle.db, projectId, selection, list, page, 11),
      ).toHaveLength(5);
      expect(
        await readRecentSearchPage(
          handle.db,
          projectId,
          { ...selection, enrichments: 'joined' },
          list,
          page,
          11,
        ),
      ).toBeNull();
    });

    it('answers from the window alone when it holds the whole list, however few runs match', async () => {
      for (const search of ['kubernetes', 'refunds take', 'nothing like this']) {
        expect({ search, ids: await recentPage(search, 'desc', 30, 0, calls + 10) }).toEqual({
          search,
          ids: await indexedPage(search, 'desc', 30, 0),
        });
      }
      expect(await recentPage('kubernetes', 'desc', 30, 0, calls + 10)).toHaveLength(calls / 10);
    });

    it('reads a page of a filter the search index narrows the same way, and leaves other filters alone', async () => {
      const bars = [
        textFilter('contains', 'where is my'),
        serializeFilterBar({ operator: 'AND', filters: [{ id: 'search', params: ['refund'] }] }),
      ];
      for (const filters of bars) {
        const selection: RunSelection = { type: 'llm', filters };
        const recent = await readRecentSearchPage(
          handle.db,
          projectId,
          selection,
          list,
          {
            direction: 'desc',
            limit: 5,
            page: 1,
          },
          11,
        );
        const indexed = await list(selection)
          .orderBy('run.created_at', 'desc')
          .orderBy('run.id', 'desc')
          .limit(5)
          .offset(5)
          .execute();
        expect({ filters, ids: recent?.map((row) => row.id) }).toEqual({
          filters,
          ids: indexed.map((row) => row.id),
        });
      }
      for (const filters of ['', textFilter('notcontains', 'refund'), 'status=success']) {
        const page = { direction: 'desc', limit: 5, page: 0 } as const;
        expect(
          await readRecentSearchPage(
            handle.db,
            projectId,
            { type: 'llm', filters },
            list,
            page,
            11,
          ),
        ).toBeNull();
      }
    });
  },
);
