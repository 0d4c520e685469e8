import type { Role } from '@lookout/domain';
import { type ActionOf, resourceActions } from './resource-actions.js';
import type { Resource } from './resources.js';

/** What one role may do: every resource spelled out, each with actions that apply to it. */
export type ResourcePermissions = { readonly [R in Resource]: readonly ActionOf<R>[] };

/** Roles × resources × actions. The compiler rejects a missing role or resource. */
export type PermissionMatrix = Readonly<Record<Role, ResourcePermissions>>;

/**
 * Who may do what (SPEC §6). Read through `can()`; never test roles by name elsewhere.
 *
 * Decisions where SPEC §6 is silent (each also marked below):
 * - Every role may read the org: the shell loads it for everyone before showing anything.
 * - A role that reads a resource can also list it, unless SPEC separates the two (member's
 *   teamMembers is `read` only, so members see teammates' names but not the Team page).
 * - Audit logs are for owners and admins only; jobs are started and cancelled by owners and admins.
 * - Dashboards and charts follow analytics: whoever may read analytics may read and list them.
 * - A narrow role (prompt_editor, billing, analytics) gets nothing beyond SPEC's list except org
 *   read, and projects read/list for billing, without which the shell cannot load.
 */
export const permissionMatrix = {
  // SPEC: the owner may do everything that applies to each resource.
  owner: resourceActions,
  // SPEC: the same as the owner, except that org update is the owner's alone.
  admin: { ...resourceActions, org: ['read'] },
  member: {
    org: ['read'],
    projects: ['read', 'update', 'list'], // SPEC: no create or delete.
    billing: [],
    teamMembers: ['read'],
    privateKeys: [],
    analytics: ['read'], // Decision: members see the dashboards their team builds.
    logs: ['read', 'update', 'delete', 'list', 'export', 'updateVisibility'],
    users: ['read', 'update', 'delete', 'list', 'export'],
    prompts: ['create', 'read', 'update', 'delete', 'list', 'run', 'create_draft'],
    datasets: ['create', 'read', 'update', 'delete', 'list', 'run'],
    checklists: ['create', 'read', 'update', 'delete', 'list'],
    evaluations: ['create', 'read', 'update', 'delete', 'list', 'run'],
    enrichments: ['create', 'read', 'update', 'delete', 'list'],
    settings: ['read', 'list'],
    dashboards: ['read', 'list'],
    charts: ['read', 'list'],
    auditLogs: [], // Decision: the audit trail is an owner/admin tool.
    jobs: ['read', 'list'], // Decision: members follow the evaluations they run, but start no jobs.
  },
  viewer: {
    org: ['read'],
    projects: ['read', 'list'],
    billing: [],
    teamMembers: ['read'], // Decision: like member, names of teammates but no Team page.
    privateKeys: [],
    analytics: ['read'],
    logs: ['read', 'list'],
    users: ['read', 'list'],
    prompts: [],
    datasets: ['read', 'list'],
    checklists: ['read', 'list'],
    evaluations: ['read', 'list'],
    enrichments: ['read', 'list'],
    settings: [],
    dashboards: ['read', 'list'], // Decision: follows analytics read.
    charts: ['read', 'list'],
    auditLogs: [],
    jobs: [],
  },
  collaborator: {
    org: ['read'],
    projects: ['read', 'list'],
    billing: [],
    teamMembers: ['read'], // Decision: never more than a member.
    privateKeys: [],
    analytics: ['read'],
    logs: ['read', 'update', 'list'], // SPEC: update is how comments and feedback are written.
    users: ['read', 'list'],
    prompts: ['read', 'list', 'create_draft'],
    datasets: ['read', 'list'],
    checklists: ['read', 'list'],
    evaluations: ['read', 'list'],
    enrichments: ['read', 'list'],
    settings: [], // Decision: collaborators are often outside the company; no project settings.
    dashboards: ['read', 'list'],
    charts: ['read', 'list'],
    auditLogs: [],
    jobs: [],
  },
  prompt_editor: {
    org: ['read'],
    projects: ['read', 'list'],
    billing: [],
    teamMembers: ['read', 'list'],
    privateKeys: [],
    analytics: [],
    logs: [],
    users: [],
    prompts: ['create', 'read', 'update', 'delete', 'list', 'run', 'create_draft'],
    datasets: [],
    checklists: [],
    evaluations: [],
    enrichments: [],
    settings: [],
    dashboards: [],
    charts: [],
    auditLogs: [],
    jobs: [],
  },
  billing: {
    org: ['read'],
    projects: ['read', 'list'], // Decision: the shell needs a project before it renders.
    billing: ['read', 'list'], // SPEC: no update, so no pay link for this role.
    teamMembers: ['read', 'list'],
    privateKeys: [],
    analytics: [],
    logs: [],
    users: [],
    prompts: [],
    datasets: [],
    checklists: [],
    evaluations: [],
    enrichments: [],
    settings: [],
    dashboards: [],
    charts: [],
    auditLogs: [],
    jobs: [],
  },
  analytics: {
    org: ['read'],
    projects: ['read', 'list'],
    billing: [],
    teamMembers: ['read', 'list'],
    privateKeys: [],
    analytics: ['read'],
    logs: [],
    users: ['list'],
    prompts: [],
    datasets: [],
    checklists: [],
    evaluations: [],
    enrichments: [],
    settings: [],
    dashboards: ['read', 'list'], // Decision: the Analytics page is the dashboards area.
    charts: ['read', 'list'],
    auditLogs: [],
    jobs: [],
  },
} as const satisfies PermissionMatrix;
