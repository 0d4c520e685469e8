import type { Action } from './actions.js';
import type { Resource } from './resources.js';

/**
 * The actions that mean something for each resource. A role can only ever hold an action listed
 * here, so "full access" (owner, and member on its working resources) is exactly this list.
 *
 * SPEC §6 says the extra actions apply "where listed" without listing them; these are our choices:
 * - org: read and update only. Orgs are created at signup, and no org deletion exists in SPEC §7.
 * - logs: no `create`; logs are written by ingestion with project keys, never by a dashboard role.
 *   `update` covers feedback and comments, `export` covers CSV/JSONL and saved-view exports,
 *   `updateVisibility` makes a log public.
 * - users (the app's end users): created by ingestion too; `delete` erases their data.
 * - prompts: `run` is the playground, `create_draft` saves a draft version, `update` deploys.
 * - datasets: `run` generates an item's output.  evaluations: `run` starts an evaluation.
 * - privateKeys: `read` reveals a key, `update` regenerates it.
 * - analytics: read only.  auditLogs: read and list only; an audit trail is never edited.
 * - jobs: `create` starts a background job, `delete` cancels it.
 */
export const resourceActions = {
  org: ['read', 'update'],
  projects: ['create', 'read', 'update', 'delete', 'list'],
  billing: ['read', 'update', 'list'],
  teamMembers: ['create', 'read', 'update', 'delete', 'list'],
  privateKeys: ['read', 'update'],
  analytics: ['read'],
  logs: ['read', 'update', 'delete', 'list', 'export', 'updateVisibility'],
  users: ['read', 'update', 'delete', 'list', 'export'],
  prompts: ['create', 'read', 'update', 'delete', 'list', 'run', 'create_draft'],
  datasets: ['create', 'read', 'update', 'delete', 'list', 'run'],
  checklists: ['create', 'read', 'update', 'delete', 'list'],
  evaluations: ['create', 'read', 'update', 'delete', 'list', 'run'],
  enrichments: ['create', 'read', 'update', 'delete', 'list'],
  settings: ['read', 'update', 'list'],
  dashboards: ['create', 'read', 'update', 'delete', 'list'],
  charts: ['create', 'read', 'update', 'delete', 'list'],
  auditLogs: ['read', 'list'],
  jobs: ['create', 'read', 'delete', 'list'],
} as const satisfies Record<Resource, readonly Action[]>;

/** The actions that apply to resource `R`. */
export type ActionOf<R extends Resource> = (typeof resourceActions)[R][number];
