import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

export interface ProjectTable {
  id: Generated<string>;
  org_id: string;
  name: string;
  data_retention_days: number | null;
  home_dashboard_id: string | null;
  created_at: CreatedAt;
}

export interface ApiKeyTable {
  project_id: string;
  type: 'public' | 'private';
  key: string;
  created_at: CreatedAt;
}

export interface IngestionRuleTable {
  id: Generated<string>;
  project_id: string;
  type: 'masking' | 'filtering';
  config: Json;
  created_at: CreatedAt;
}

/** Projects, their API keys and ingestion rules (`projects/`, `rules/`). */
export interface ProjectsSchema {
  project: ProjectTable;
  api_key: ApiKeyTable;
  ingestion_rule: IngestionRuleTable;
}
