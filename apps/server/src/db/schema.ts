/**
 * Row types of every table, as Kysely sees them, one file per area under
 * `schema/`. Repositories map them to domain types.
 */
import type { AccountsSchema } from './schema/accounts.js';
import type { AlertsSchema } from './schema/alerts.js';
import type { AuditSchema } from './schema/audit.js';
import type { DashboardsSchema } from './schema/dashboards.js';
import type { DatasetsSchema } from './schema/datasets.js';
import type { EnrichmentsSchema } from './schema/enrichments.js';
import type { EvaluationsSchema } from './schema/evaluations.js';
import type { ExperimentsSchema } from './schema/experiments.js';
import type { GuardrailsSchema } from './schema/guardrails.js';
import type { InstanceSchema } from './schema/instance.js';
import type { JobsSchema } from './schema/jobs.js';
import type { ProjectsSchema } from './schema/projects.js';
import type { ProvidersSchema } from './schema/providers.js';
import type { ReviewsSchema } from './schema/reviews.js';
import type { RunsSchema } from './schema/runs.js';
import type { SearchSchema } from './schema/search.js';
import type { SsoSchema } from './schema/sso.js';
import type { TemplatesSchema } from './schema/templates.js';
import type { WarehouseSchema } from './schema/warehouse.js';

export type * from './schema/accounts.js';
export type * from './schema/alerts.js';
export type * from './schema/audit.js';
export type * from './schema/dashboards.js';
export type * from './schema/datasets.js';
export type * from './schema/enrichments.js';
export type * from './schema/evaluations.js';
export type * from './schema/experiments.js';
export type * from './schema/guardrails.js';
export type * from './schema/instance.js';
export type * from './schema/jobs.js';
export type * from './schema/projects.js';
export type * from './schema/providers.js';
export type * from './schema/reviews.js';
export type * from './schema/runs.js';
export type * from './schema/search.js';
export type * from './schema/sso.js';
export type * from './schema/templates.js';
export type * from './schema/warehouse.js';

/** Every table Kysely queries: the union of the areas' tables. */
export interface Database
  extends AccountsSchema,
    AlertsSchema,
    AuditSchema,
    DashboardsSchema,
    DatasetsSchema,
    EnrichmentsSchema,
    EvaluationsSchema,
    ExperimentsSchema,
    GuardrailsSchema,
    InstanceSchema,
    JobsSchema,
    ProjectsSchema,
    ProvidersSchema,
    ReviewsSchema,
    RunsSchema,
    SearchSchema,
    SsoSchema,
    TemplatesSchema,
    WarehouseSchema {}
