import type {
  ChartPlacement,
  GuardrailChecks,
  GuardrailViolation,
  JsonValue,
  PlaygroundEndpointAuth,
} from '@lookout/domain';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: read as parsed JSON, written as a JSON string (the same on PGlite and pg). */
type Json<T = unknown> = ColumnType<T, string, string>;

/** Instance-wide settings the server keeps across restarts (for example generated secrets). */
export interface InstanceSettingTable {
  key: string;
  value: Json;
  created_at: CreatedAt;
}

export interface OrgTable {
  id: Generated<string>;
  name: string;
  plan: ColumnType<string, string | undefined, string>;
  plan_period: ColumnType<string, string | undefined, string>;
  canceled: ColumnType<boolean, boolean | undefined, boolean>;
  limited: ColumnType<boolean, boolean | undefined, boolean>;
  beta: ColumnType<boolean, boolean | undefined, boolean>;
  billing_delinquent: ColumnType<boolean, boolean | undefined, boolean>;
  dataset_v2_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  api_key: string;
  billing_customer_id: string | null;
  created_at: CreatedAt;
}

export interface AccountTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  name: string;
  password_hash: string | null;
  role: string;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  last_login_at: NullableTimestamp;
}

export interface ProjectTable {
  id: Generated<string>;
  org_id: string;
  name: string;
  data_retention_days: number | null;
  home_dashboard_id: string | null;
  created_at: CreatedAt;
}

export interface AccountProjectTable {
  account_id: string;
  project_id: string;
}

export interface ApiKeyTable {
  project_id: string;
  type: 'public' | 'private';
  key: string;
  created_at: CreatedAt;
}

export interface InvitationTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  role: string;
  project_ids: ColumnType<string[], string | undefined, string>;
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
}

export interface EmailTokenTable {
  token_hash: string;
  account_id: string;
  purpose: 'verify-email' | 'reset-password';
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RevokedTokenTable {
  jti: string;
  expires_at: Timestamp;
}

/** One failed sign-in (email tried, client address), read by the login throttle. */
export interface LoginFailureTable {
  id: Generated<string>;
  email: string;
  address: string;
  failed_at: Timestamp;
}

/** The hits of one rate-limited key in its current window (migration 0032). */
export interface RateLimitWindowTable {
  scope: string;
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface OutboxEmailTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: CreatedAt;
}

export interface IngestionRuleTable {
  id: Generated<string>;
  project_id: string;
  type: 'masking' | 'filtering';
  config: Json;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<string>;
  org_id: string;
  project_id: string | null;
  subject: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  /** Insertion order: ties of `created_at` are broken by it (migration 0006). */
  seq: Generated<string>;
}

/** One observed unit of work (an LLM call, a span, a chat message…), merged from its events. */
export interface RunTable {
  project_id: string;
  id: string;
  type: string;
  name: string | null;
  status: string;
  created_at: Timestamp;
  ended_at: NullableTimestamp;
  duration_ms: number | null;
  parent_run_id: string | null;
  trace_id: string;
  thread_id: string | null;
  input: Json | null;
  output: Json | null;
  error: Json<{ message: string; stack?: string }> | null;
  params: Json<Record<string, unknown>>;
  metadata: Json<Record<string, unknown>>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  user_id: string | null;
  user_props: Json<Record<string, unknown>>;
  model: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cached_prompt_tokens: number | null;
  total_tokens: number | null;
  cost: number | null;
  feedback: Json<{ thumb: 'up' | 'down' | null; comment?: string }> | null;
  scores: Json<{ label: string; value: number | string | boolean; comment?: string }[]>;
  template_version_id: string | null;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  extra: Json<Record<string, unknown>>;
  merge_stamps: Json<Record<string, [number, number]>>;
  ingested_at: CreatedAt;
  /** A thread's latest start or end of any of its runs, kept by the writer (migration 0008); null on other runs. */
  last_activity_at: NullableTimestamp;
  /** The parent a run names while it has not arrived (parent_run_id is null meanwhile; migration 0010). */
  missing_parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the run was last inserted or updated, set by a trigger (migration 0028); the warehouse sync's watermark. */
  changed_at: ColumnType<Date, never, never>;
}

/** A feedback or score event waiting for the run it judges (migration 0010); never a run. */
export interface PendingRunEventTable {
  project_id: string;
  id: Generated<string>;
  /** The run's id, or with `by_trace` the trace whose root run it judges. */
  target_id: string;
  by_trace: boolean;
  /** The run event, its timestamp as an ISO string. */
  event: Json<Record<string, unknown>>;
  received_at: CreatedAt;
}

/** A durable background job (migration 0014), claimed by one process at a time under a lease. */
export interface JobTable {
  id: Generated<string>;
  org_id: string | null;
  project_id: string | null;
  kind: string;
  payload: Json;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The process holding the lease of a running job, and until when. */
  locked_by: string | null;
  locked_until: NullableTimestamp;
  cancel_requested: ColumnType<boolean, boolean | undefined, boolean>;
  progress_done: ColumnType<number, number | undefined, number>;
  progress_total: number | null;
  progress_message: string | null;
  last_error: string | null;
  /** At most one queued or running job has a given key. */
  dedupe_key: string | null;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** An end user of the customer's product, seen through runs. */
export interface ExternalUserTable {
  project_id: string;
  id: Generated<string>;
  external_id: string;
  props: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  last_seen: Timestamp;
  /** Runs of the user, kept by triggers on `run` (migration 0031). */
  run_count: Generated<string | number>;
  /** US dollars of the user's runs (`numeric`, read as a string). */
  cost: Generated<string | number>;
  /** Tokens of the user's runs. */
  tokens: Generated<string | number>;
}

/** An org's own price for models matching a pattern, over the built-in catalogue. */
export interface ModelPriceTable {
  id: Generated<string>;
  org_id: string;
  model_pattern: string;
  input_price_per_million: number;
  output_price_per_million: number;
  cached_input_price_per_million: number | null;
  created_at: CreatedAt;
}

/** Events ingested per org and month, for plan limits. */
export interface OrgUsageTable {
  org_id: string;
  month: ColumnType<Date, string, string>;
  events: ColumnType<string, number | undefined, number>;
  /** Playground runs of the month (migration 0017). */
  playground_runs: ColumnType<number, number | undefined, number>;
}

/** An org's key for one model provider, encrypted (migration 0017). */
export interface ProviderKeyTable {
  id: Generated<string>;
  org_id: string;
  provider: string;
  /** AES-256-GCM: version byte, IV, tag, ciphertext (`providers/provider-key-cipher.ts`). */
  encrypted_key: Buffer;
  /** The masked key shown to the browser, e.g. `sk-…a1b2`. */
  key_hint: string;
  base_url: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An org's PostgreSQL destination for its runs (migration 0028). */
export interface DataWarehouseConnectionTable {
  id: Generated<string>;
  org_id: string;
  name: string;
  /** AES-256-GCM of the connection URL (`providers/provider-key-cipher.ts`). */
  encrypted_url: Buffer;
  /** `host:port/database`, without credentials. */
  target: string;
  status: ColumnType<string, string | undefined, string>;
  /** `changed_at` of the last run copied, as PostgreSQL prints it (exact to the microsecond). */
  watermark_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  watermark_run_id: ColumnType<string | null, string | null | undefined, string | null>;
  synced_runs: ColumnType<string, never, string>;
  last_sync_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An org's single sign-on connection (migration 0030). */
export interface SsoConnectionTable {
  id: Generated<string>;
  org_id: string;
  protocol: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  required: ColumnType<boolean, boolean | undefined, boolean>;
  default_role: ColumnType<string, string | undefined, string>;
  oidc_issuer: ColumnType<string | null, string | null | undefined, string | null>;
  oidc_client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** AES-256-GCM of the OIDC client secret (`providers/provider-key-cipher.ts`). */
  encrypted_oidc_client_secret: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  saml_idp_entity_id: ColumnType<string | null, string | null | undefined, string | null>;
  saml_idp_sso_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The identity provider's signing certificate, PEM. */
  saml_idp_certificate: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An email domain claimed by one SSO connection. */
export interface SsoDomainTable {
  domain: string;
  connection_id: string;
}

/** A started SSO sign-in: single use, expires. */
export interface SsoLoginStateTable {
  id: Generated<string>;
  connection_id: string;
  /** SHA-256 (hex) of the `state` / `RelayState` sent to the provider. */
  state_hash: string;
  nonce: ColumnType<string | null, string | null | undefined, string | null>;
  code_verifier: ColumnType<string | null, string | null | undefined, string | null>;
  saml_request_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Date;
}

/** An assertion (SAML) or ID token (OIDC `jti`) already used, kept until it expires. */
export interface SsoSeenAssertionTable {
  connection_id: string;
  assertion_id: string;
  expires_at: Date;
}

/** The one-time code an SSO callback hands to the web app, exchanged once for a token. */
export interface SsoLoginCodeTable {
  /** SHA-256 (hex) of the code. */
  code_hash: string;
  account_id: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A saved view of the logs. */
export interface ViewTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  icon: string | null;
  data: string;
  type: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A dashboard of a project: its charts placed on a grid (migration 0012). */
export interface DashboardTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  description: string | null;
  charts: ColumnType<ChartPlacement[], string | undefined, string>;
  filters: ColumnType<string, string | undefined, string>;
  granularity: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A chart a user built: the builder's choices (migration 0012). */
export interface CustomChartTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  description: string | null;
  type: string;
  metric: string;
  metric_key: string | null;
  aggregation: string;
  split_by: string | null;
  split_key: string | null;
  filters: ColumnType<string, string | undefined, string>;
  color: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * An experiment (migration 0021): its variants as asked and as resolved, its
 * graders, frozen at creation; the last state its job reported.
 */
export interface ExperimentTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  dataset_id: string | null;
  dataset_name: string;
  variants: Json;
  prompts: Json;
  evaluator_ids: Json<string[]>;
  checklist_id: string | null;
  graders: Json;
  job_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** An item of a dataset as an experiment copied it (migration 0021). */
export interface ExperimentItemTable {
  project_id: string;
  experiment_id: string;
  id: string;
  position: number;
  input: Json;
  expected_output: ColumnType<unknown, string | null, string | null>;
  metadata: Json<Record<string, unknown>>;
}

/** What one variant of an experiment produced for one item (migration 0021). */
export interface ExperimentResultTable {
  project_id: string;
  experiment_id: string;
  item_id: string;
  variant_index: number;
  output: string | null;
  error: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cost: number | null;
  duration_ms: number | null;
  checks: Json<unknown[]>;
  passed: boolean | null;
  created_at: CreatedAt;
}

/** Applied migrations, maintained by Kysely's Migrator. */
export interface MigrationRow {
  name: string;
  timestamp: string;
}

/** Row types of every table, as Kysely sees them. Repositories map them to domain types. */
/** A prompt template (migration 0016); its text lives in its versions. */
export interface TemplateTable {
  project_id: string;
  id: Generated<string>;
  slug: string;
  mode: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A custom endpoint of the playground (migration 0018). */
export interface PlaygroundEndpointTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  url: string;
  auth: ColumnType<PlaygroundEndpointAuth | null, string | null, string | null>;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  default_payload: ColumnType<Record<string, JsonValue>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

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

/** An evaluator of a project (migration 0020): a check graded on the runs its filters select. */
export interface EvaluatorTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  type: string;
  params: ColumnType<(string | number | string[])[], string | undefined, string>;
  mode: ColumnType<string, string | undefined, string>;
  filters: ColumnType<string, string | undefined, string>;
  sample_rate: ColumnType<number, number | undefined, number>;
  /** When it last became realtime: production evaluation grades runs created from then on. */
  realtime_since: NullableTimestamp;
  /**
   * The realtime sweep's watermark (migration 0023): runs ingested from then on
   * may still need grading; null means from `realtime_since`.
   */
  sweep_from: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One evaluator's result on one run (migration 0020); `pending` while a grading job owns it. */
export interface EvaluationResultTable {
  project_id: string;
  evaluator_id: string;
  run_id: string;
  status: ColumnType<string, string | undefined, string>;
  passed: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  score: ColumnType<number | null, number | null | undefined, number | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  evaluator_name: string;
  type: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A named set of evaluation checks (migration 0020), its slug unique in the project. */
export interface ChecklistTable {
  project_id: string;
  id: Generated<string>;
  slug: string;
  type: string;
  data: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An alert of a project (migration 0026): what it watches, its channels and its last evaluation. */
export interface AlertTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  metric: string;
  evaluator_id: string | null;
  filters: ColumnType<string, string | undefined, string>;
  window_minutes: number;
  comparison: string;
  threshold: number;
  emails: ColumnType<string[], string[] | undefined, string[]>;
  webhook_url: string | null;
  webhook_format: string | null;
  /** The webhook's signing secret, encrypted with the instance's provider-key cipher. */
  webhook_secret: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  state: ColumnType<string, string | undefined, string>;
  last_value: number | null;
  last_error: string | null;
  last_evaluated_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A guardrail policy of a project (migration 0027). */
export interface GuardrailPolicyTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  is_default: Generated<boolean>;
  applies_to: 'input' | 'output' | 'both';
  checks: Json<GuardrailChecks>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One time an alert fired (migration 0026); open (resolved_at null) until it resolves. */
export interface AlertEventTable {
  project_id: string;
  id: Generated<string>;
  alert_id: string;
  fired_at: CreatedAt;
  fired_value: number;
  resolved_at: NullableTimestamp;
  resolved_value: number | null;
  /** What closed it: `metric` (back within the threshold) or `disabled` (migration 0029). */
  resolved_by: string | null;
}

/** One notification of an alert event to one channel target (migration 0026). */
export interface AlertDeliveryTable {
  project_id: string;
  id: Generated<string>;
  event_id: string;
  channel: string;
  target: string;
  transition: string;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One answer of `POST /v1/guardrails/check` (migration 0027). */
export interface GuardrailDecisionTable {
  project_id: string;
  id: Generated<string>;
  run_id: string | null;
  policy_id: string | null;
  target: 'input' | 'output';
  passed: boolean;
  violations: Json<GuardrailViolation[]>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

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

type TextArray = ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

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
}

export interface Database {
  instance_setting: InstanceSettingTable;
  kysely_migration: MigrationRow;
  org: OrgTable;
  account: AccountTable;
  project: ProjectTable;
  account_project: AccountProjectTable;
  api_key: ApiKeyTable;
  invitation: InvitationTable;
  email_token: EmailTokenTable;
  revoked_token: RevokedTokenTable;
  login_failure: LoginFailureTable;
  rate_limit_window: RateLimitWindowTable;
  outbox_email: OutboxEmailTable;
  ingestion_rule: IngestionRuleTable;
  audit_log: AuditLogTable;
  run: RunTable;
  pending_run_event: PendingRunEventTable;
  external_user: ExternalUserTable;
  model_price: ModelPriceTable;
  org_usage: OrgUsageTable;
  provider_key: ProviderKeyTable;
  data_warehouse_connection: DataWarehouseConnectionTable;
  sso_connection: SsoConnectionTable;
  sso_domain: SsoDomainTable;
  sso_login_state: SsoLoginStateTable;
  sso_seen_assertion: SsoSeenAssertionTable;
  sso_login_code: SsoLoginCodeTable;
  view: ViewTable;
  dashboard: DashboardTable;
  custom_chart: CustomChartTable;
  job: JobTable;
  template: TemplateTable;
  template_version: TemplateVersionTable;
  playground_endpoint: PlaygroundEndpointTable;
  dataset_v2: DatasetV2Table;
  dataset_v2_item: DatasetV2ItemTable;
  dataset: DatasetTable;
  dataset_prompt: DatasetPromptTable;
  dataset_variation: DatasetVariationTable;
  evaluator: EvaluatorTable;
  evaluation_result: EvaluationResultTable;
  checklist: ChecklistTable;
  review_queue: ReviewQueueTable;
  review_item: ReviewItemTable;
  review: ReviewTable;
  experiment: ExperimentTable;
  experiment_item: ExperimentItemTable;
  experiment_result: ExperimentResultTable;
  alert: AlertTable;
  alert_event: AlertEventTable;
  alert_delivery: AlertDeliveryTable;
  guardrail_policy: GuardrailPolicyTable;
  guardrail_decision: GuardrailDecisionTable;
  enricher: EnricherTable;
  run_enrichment: RunEnrichmentTable;
  enrichment_sweep: EnrichmentSweepTable;
  enrichment_backfill: EnrichmentBackfillTable;
  run_search: RunSearchTable;
  run_search_state: RunSearchStateTable;
}
