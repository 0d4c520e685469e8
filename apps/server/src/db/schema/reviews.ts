import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/** A human review queue (migration 0022): runs of a logs selection, or a dataset's items. */
export interface ReviewQueueTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  source: string;
  list_type: string | null;
  filters: string | null;
  dataset_id: string | null;
  /** The experiment of an `experiment` queue (migration 0025). */
  experiment_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The chosen variants of an `experiment` queue (migration 0025). */
  variant_indexes: ColumnType<number[] | null, string | null | undefined, string | null>;
  item_count: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** One item of a review queue, in queue order (migration 0022). */
export interface ReviewItemTable {
  project_id: string;
  id: Generated<string>;
  queue_id: string;
  position: number;
  run_id: string | null;
  dataset_item_id: string | null;
  /** The experiment output an item shows: its experiment, item and variant (migration 0025). */
  experiment_id: ColumnType<string | null, string | null | undefined, string | null>;
  experiment_item_id: ColumnType<string | null, string | null | undefined, string | null>;
  variant_index: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One reviewer's review of one queue item (migration 0022). */
export interface ReviewTable {
  project_id: string;
  id: Generated<string>;
  queue_id: string;
  item_id: string;
  run_id: string | null;
  /** The experiment output reviewed, and the md5 of the output graded (migration 0025). */
  experiment_id: ColumnType<string | null, string | null | undefined, string | null>;
  experiment_item_id: ColumnType<string | null, string | null | undefined, string | null>;
  variant_index: ColumnType<number | null, number | null | undefined, number | null>;
  output_digest: ColumnType<string | null, string | null | undefined, string | null>;
  reviewer_id: string | null;
  thumb: string | null;
  score: number | null;
  comment: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Human review queues (`reviews/`). */
export interface ReviewsSchema {
  review_queue: ReviewQueueTable;
  review_item: ReviewItemTable;
  review: ReviewTable;
}
