import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

/** A prompt template (migration 0016); its text lives in its versions. */
export interface TemplateTable {
  project_id: string;
  id: Generated<string>;
  slug: string;
  mode: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One saved version of a template: messages (or text), model settings, draft or deployed. */
export interface TemplateVersionTable {
  project_id: string;
  id: Generated<string>;
  template_id: string;
  version: number;
  content: Json;
  extra: Json<Record<string, unknown>>;
  is_draft: ColumnType<boolean, boolean | undefined, boolean>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Prompt templates and their versions (`templates/`). */
export interface TemplatesSchema {
  template: TemplateTable;
  template_version: TemplateVersionTable;
}
