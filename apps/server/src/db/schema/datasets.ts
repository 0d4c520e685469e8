import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

/** A dataset (v2, migration 0019); its test cases live in `dataset_v2_item`. */
export interface DatasetV2Table {
  project_id: string;
  id: Generated<string>;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One test case of a v2 dataset; `seq` orders them as added. */
export interface DatasetV2ItemTable {
  project_id: string;
  id: Generated<string>;
  dataset_id: string;
  seq: Generated<string>;
  input: Json;
  expected_output: ColumnType<unknown, string | null | undefined, string | null>;
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A dataset (v1, migration 0019): prompts with variations. */
export interface DatasetTable {
  project_id: string;
  id: Generated<string>;
  slug: string;
  format: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A prompt of a v1 dataset: chat messages or text. */
export interface DatasetPromptTable {
  project_id: string;
  id: Generated<string>;
  dataset_id: string;
  seq: Generated<string>;
  messages: Json;
  created_at: CreatedAt;
}

/** Values for a v1 prompt's variables, with the ideal output. */
export interface DatasetVariationTable {
  project_id: string;
  id: Generated<string>;
  prompt_id: string;
  seq: Generated<string>;
  variables: ColumnType<Record<string, string>, string | undefined, string>;
  context: ColumnType<string | null, string | null | undefined, string | null>;
  ideal_output: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Datasets, v2 and v1 (`datasets/`, `datasets-v1/`). */
export interface DatasetsSchema {
  dataset_v2: DatasetV2Table;
  dataset_v2_item: DatasetV2ItemTable;
  dataset: DatasetTable;
  dataset_prompt: DatasetPromptTable;
  dataset_variation: DatasetVariationTable;
}
