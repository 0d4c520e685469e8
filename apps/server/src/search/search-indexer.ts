import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  changedAfter,
  committedChange,
  type IndexBatch,
  lockWatermark,
  moveWatermark,
} from './index-watermark.js';
import { searchDocumentSql } from './search-document.js';
import { searchDocumentText } from './search-document-text.js';
import { recordSearchWords, recordStoredDocumentWords } from './search-vocabulary.js';

/** Runs indexed per transaction. */
export const searchIndexBatchSize = 500;

/**
 * Stored size (`pg_column_size`, compressed) of a run's input and output past
 * which its document is built by PostgreSQL rather than read into the server:
 * keeps a batch's text in memory small.
 */
export const searchTextInServerMaxBytes = 64 * 1024;

/**
 * Indexes the next batch of runs changed after the watermark, in
 * `(changed_at, id)` order, in one transaction: their documents are upserted
 * and the watermark moves past the last one. Only changes older than every
 * transaction still open are read (as the warehouse sync does): a run being
 * written carries a `changed_at` at or after its transaction's start, so the
 * watermark never passes a run that is not committed yet, and searches scan
 * every run at or after the watermark (`search-candidates.ts`).
 */
export async function indexSearchBatch(
  db: Kysely<Database>,
  batchSize = searchIndexBatchSize,
): Promise<IndexBatch> {
  return db.transaction().execute(async (trx) => {
    const state = await lockWatermark(trx, 'run_search_state');
    const batch = await sql<BatchRun>`
      with next as (
        select r.project_id, r.id, r.changed_at, r.input, r.output,
          coalesce(pg_column_size(r.input), 0) + coalesce(pg_column_size(r.output), 0)
            <= ${searchTextInServerMaxBytes} as in_server
        from run r
        where ${changedAfter('r', state)} and ${committedChange('r')}
        order by r.changed_at, r.id
        limit ${batchSize})
      select project_id, id, changed_at::text as changed_at, in_server,
        case when in_server then input #>> '{}' end as input_text,
        case when in_server then output #>> '{}' end as output_text
      from next order by next.changed_at, next.id`.execute(trx);
    const last = batch.rows.at(-1);
    if (!last) return { indexed: 0, caughtUp: true };
    await storeDocuments(trx, batch.rows);
    await moveWatermark(trx, 'run_search_state', last);
    return { indexed: batch.rows.length, caughtUp: batch.rows.length < batchSize };
  });
}

/** A run of a batch: its key, and its text when the server builds its document. */
interface BatchRun {
  project_id: string;
  id: string;
  changed_at: string;
  input_text: string | null;
  output_text: string | null;
  in_server: boolean;
}

/** A run indexed before gets its new document. */
const replaceDocument = sql`on conflict (project_id, run_id) do update
  set changed_at = excluded.changed_at, document = excluded.document`;

/**
 * Upserts the documents of a batch and adds their words to the vocabulary:
 * built here from the text read (the database's CPU goes to the index, not
 * to splitting words), or by `searchDocumentSql` for runs whose text is
 * large or holds a character only PostgreSQL's `lower` can fold
 * (`searchDocumentText` says which).
 */
async function storeDocuments(
  trx: Transaction<Database>,
  runs: readonly BatchRun[],
): Promise<void> {
  const built: { run: BatchRun; document: string | null }[] = [];
  const inDatabase: BatchRun[] = [];
  const words = new Set<string>();
  for (const run of runs) {
    const document = run.in_server
      ? searchDocumentText(run.input_text, run.output_text)
      : 'database';
    if (document === 'database') inDatabase.push(run);
    else {
      built.push({ run, document: document?.literal ?? null });
      for (const word of document?.words ?? []) words.add(word);
    }
  }
  if (built.length > 0)
    await sql`
      insert into run_search (project_id, run_id, changed_at, document)
      select * from unnest(${built.map(({ run }) => run.project_id)}::uuid[],
                           ${built.map(({ run }) => run.id)}::uuid[],
                           ${built.map(({ run }) => run.changed_at)}::timestamptz[],
                           ${built.map(({ document }) => document)}::tsvector[])
      ${replaceDocument}`.execute(trx);
  await recordSearchWords(trx, words);
  if (inDatabase.length > 0) {
    await sql`
      insert into run_search (project_id, run_id, changed_at, document)
      select r.project_id, r.id, r.changed_at, ${searchDocumentSql()}
      from run r
      where (r.project_id, r.id) in (
        select * from unnest(${inDatabase.map((run) => run.project_id)}::uuid[],
                             ${inDatabase.map((run) => run.id)}::uuid[]))
      ${replaceDocument}`.execute(trx);
    await recordStoredDocumentWords(trx, inDatabase);
  }
}
