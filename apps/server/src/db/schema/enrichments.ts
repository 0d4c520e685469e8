import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Nullable, TextArray, Timestamp } from './column-types.js';

/** A project's enricher of one kind (migration 0024); `config` is checked by the kind's domain schema. */
export interface EnricherTable {
  project_id: string;
  id: Generated<string>;
  kind: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  config: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * What the enrichers found in one run (migration 0024): each side's values as
 * typed columns for filters and charts, and every result in full (`results`,
 * `runEnrichmentsSchema`'s shape) with per-kind errors.
 */
export interface RunEnrichmentTable {
  project_id: string;
  run_id: string;
  input_language: Nullable<string>;
  output_language: Nullable<string>;
  input_sentiment: Nullable<string>;
  input_sentiment_score: Nullable<number>;
  output_sentiment: Nullable<string>;
  output_sentiment_score: Nullable<number>;
  input_pii: TextArray;
  output_pii: TextArray;
  input_toxic: Nullable<boolean>;
  output_toxic: Nullable<boolean>;
  input_toxicity: TextArray;
  output_toxicity: TextArray;
  input_topics: TextArray;
  output_topics: TextArray;
  results: ColumnType<Record<string, unknown>, string | undefined, string>;
  errors: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Per project, where the enrichment sweep reads new runs from (`run.ingested_at`; migration 0024). */
export interface EnrichmentSweepTable {
  project_id: string;
  sweep_from: Timestamp;
}

/** How far a backfill job got (migration 0024): the last run it enriched, so a restart resumes there. */
export interface EnrichmentBackfillTable {
  job_id: string;
  project_id: string;
  after_created_at: Timestamp;
  after_id: string;
  done: number;
}

/** Enrichers and what they found (`enrichments/`). */
export interface EnrichmentsSchema {
  enricher: EnricherTable;
  run_enrichment: RunEnrichmentTable;
  enrichment_sweep: EnrichmentSweepTable;
  enrichment_backfill: EnrichmentBackfillTable;
}
