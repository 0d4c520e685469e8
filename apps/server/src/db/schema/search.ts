import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** The search words of one indexed run (migration 0034, `search/`). */
export interface RunSearchTable {
  project_id: string;
  run_id: string;
  /** The run's `changed_at` when it was indexed. */
  changed_at: Timestamp;
  /** Lower-cased words of input and output; NULL when too large to index (always a candidate). */
  document: string | null;
}

/** The search indexer's watermark: the last run indexed, in `(changed_at, id)` order. */
export interface RunSearchStateTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  /** As PostgreSQL prints it (exact to the microsecond); NULL before the first batch. */
  watermark_changed_at: string | null;
  watermark_run_id: string | null;
  indexed_at: Timestamp | null;
  /** The last vocabulary word the prune checked (migration 0039); NULL starts a pass. */
  vocabulary_checked_through: string | null;
}

/** One word of any search document (migration 0038, `search/search-vocabulary.ts`). */
export interface SearchWordTable {
  word: string;
}

/**
 * What the message count, length and JSON filters test, per run (migration
 * 0042, `search/content-facts.ts`). Each fact is NULL when the run has no
 * such field.
 */
export interface RunContentFactsTable {
  project_id: string;
  run_id: string;
  /** The run's `changed_at` when its facts were stored. */
  changed_at: Timestamp;
  /** The run's kind then. */
  type: string;
  /** Messages in the input, as the messages filter counts them. */
  input_messages: number | null;
  /** Characters of the text a person reads in the input and output (`contentText`). */
  input_chars: number | null;
  output_chars: number | null;
  /** The JSON shape of that text (`JsonShape`). */
  input_json: number | null;
  output_json: number | null;
}

/** The content facts indexer's watermark, as `run_search_state`'s. */
export interface RunContentFactsStateTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  watermark_changed_at: string | null;
  watermark_run_id: string | null;
  indexed_at: Timestamp | null;
}

/** The run search index (`search/`). */
export interface SearchSchema {
  run_search: RunSearchTable;
  run_search_state: RunSearchStateTable;
  run_content_facts: RunContentFactsTable;
  run_content_facts_state: RunContentFactsStateTable;
  search_word: SearchWordTable;
}
