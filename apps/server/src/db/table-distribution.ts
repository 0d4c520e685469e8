import type { Database } from './schema.js';

/**
 * How each table would be placed on a Citus cluster (ARCHITECTURE.md, "Past one
 * database"). The rule a schema change must keep, checked against the migrated
 * catalogue by `table-distribution.test.ts`:
 * - `distributed`: sharded by `project_id`, colocated. Every primary and unique
 *   key includes `project_id`, and a foreign key to another distributed table
 *   carries `project_id` on both sides, so one project's rows, and every join
 *   between them, stay on one node.
 * - `reference`: small, org-level or looked up across projects (accounts, API
 *   keys by their key); copied to every node. It never references a
 *   distributed table.
 * - `coordinator`: lives on the coordinator only (migrations, the job queue
 *   with its row leases, login throttling); nothing distributed or reference
 *   references it.
 */
export type TablePlacement = 'distributed' | 'reference' | 'coordinator';

/** Tables written with raw SQL only, so not in {@link Database}. */
type RawSqlTable =
  | 'kysely_migration_lock'
  | 'run_rollup'
  | 'run_tag_rollup'
  | 'run_total_rollup'
  | 'run_user_rollup';

export const tablePlacement = {
  // Org level and identity.
  org: 'reference',
  account: 'reference',
  project: 'reference',
  account_project: 'reference',
  invitation: 'reference',
  email_token: 'reference',
  revoked_token: 'reference',
  org_usage: 'reference',
  model_price: 'reference',
  provider_key: 'reference',
  data_warehouse_connection: 'reference',
  sso_connection: 'reference',
  sso_domain: 'reference',
  sso_login_state: 'reference',
  sso_seen_assertion: 'reference',
  sso_login_code: 'reference',
  audit_log: 'reference',
  instance_setting: 'reference',
  outbox_email: 'reference',
  // Looked up by their key or id alone on every ingestion request.
  api_key: 'reference',
  ingestion_rule: 'reference',
  // `project.home_dashboard_id` references it, and a reference table may only reference reference tables.
  dashboard: 'reference',
  // The search vocabulary: words of every project's documents, read uncorrelated inside any project's search.
  search_word: 'reference',
  // Coordinator only.
  kysely_migration: 'coordinator',
  kysely_migration_lock: 'coordinator',
  job: 'coordinator',
  enrichment_backfill: 'coordinator',
  login_failure: 'coordinator',
  rate_limit_window: 'coordinator',
  run_search_state: 'coordinator',
  run_content_facts_state: 'coordinator',
  // One project's data: sharded by project_id.
  run: 'distributed',
  pending_run_event: 'distributed',
  unsettled_write: 'distributed',
  external_user: 'distributed',
  run_enrichment: 'distributed',
  run_search: 'distributed',
  run_content_facts: 'distributed',
  enrichment_sweep: 'distributed',
  enricher: 'distributed',
  evaluation_result: 'distributed',
  evaluator: 'distributed',
  run_rollup: 'distributed',
  run_tag_rollup: 'distributed',
  run_total_rollup: 'distributed',
  run_user_rollup: 'distributed',
  view: 'distributed',
  custom_chart: 'distributed',
  template: 'distributed',
  template_version: 'distributed',
  playground_endpoint: 'distributed',
  dataset: 'distributed',
  dataset_prompt: 'distributed',
  dataset_variation: 'distributed',
  dataset_v2: 'distributed',
  dataset_v2_item: 'distributed',
  checklist: 'distributed',
  review_queue: 'distributed',
  review_item: 'distributed',
  review: 'distributed',
  experiment: 'distributed',
  experiment_item: 'distributed',
  experiment_result: 'distributed',
  alert: 'distributed',
  alert_event: 'distributed',
  alert_delivery: 'distributed',
  guardrail_policy: 'distributed',
  guardrail_decision: 'distributed',
} as const satisfies Record<keyof Database | RawSqlTable, TablePlacement>;
