import type { Edition, PlanOverage, Role } from '@lookout/domain';
import type { Action } from './actions.js';
import { can } from './can.js';
import type { Resource } from './resources.js';

/**
 * What a downgrade left read-only for the signed-in user (cloud edition, SPEC §9): their own seat
 * when it is past the plan's seats, and the projects past the plan's project limit.
 */
export interface PlanReadOnly {
  /** The user's seat is past the plan's seats: every write is refused, in every project. */
  seat: boolean;
  /** Projects whose data and settings may be read but not changed. */
  projectIds: readonly string[];
}

/**
 * The read-only facts of `accountId` from the org's `planOverage`; null when nothing is
 * read-only for them: on self-hosted, when the org is within its plan (`planOverage` null or
 * absent), or when neither their seat nor any project is past the limits.
 *
 * @example planReadOnlyOf({ seats: null, projects: { count: 4, included: 3, readOnlyProjectIds: ['p4'] } }, 'a1', 'cloud')
 * // { seat: false, projectIds: ['p4'] }
 */
export function planReadOnlyOf(
  overage: PlanOverage | null | undefined,
  accountId: string,
  edition: Edition,
): PlanReadOnly | null {
  if (edition !== 'cloud' || !overage) return null;
  const seat = overage.seats?.readOnlyAccountIds.includes(accountId) ?? false;
  const projectIds = overage.projects?.readOnlyProjectIds ?? [];
  if (!seat && projectIds.length === 0) return null;
  return { seat, projectIds };
}

/** Actions that only read: never refused by the plan's read-only state. */
const readActions: readonly Action[] = ['read', 'list', 'export'];

/**
 * Resources whose writes are org-wide (the team, the org, billing, the audit trail): a read-only
 * project does not make them read-only, the server checks the project only on project paths.
 */
const orgWideResources: readonly Resource[] = ['org', 'billing', 'teamMembers', 'auditLogs'];

/** Whether a write lands in the selected project or is org-wide. */
export type WriteScope = 'project' | 'org';

/**
 * The scope of `action` on `resource` when the caller does not say: org-wide for the org, the
 * team, billing and the audit trail, and for creating a project; the selected project otherwise.
 *
 * @example writeScopeOf('teamMembers', 'create') // 'org'
 * @example writeScopeOf('prompts', 'update')     // 'project'
 */
export function writeScopeOf(resource: Resource, action: Action): WriteScope {
  if (orgWideResources.includes(resource)) return 'org';
  if (resource === 'projects' && action === 'create') return 'org';
  return 'project';
}

/** What the write rule looks at: the role, the edition and the read-only facts of the user. */
export interface WriteContext {
  role: Role;
  edition: Edition;
  /** From `planReadOnlyOf`; null or absent when nothing is read-only. */
  readOnly?: PlanReadOnly | null;
}

/** A write the user means to make; `projectId` is the selected project. */
export interface WriteTarget {
  resource: Resource;
  action: Action;
  projectId?: string | null;
  /** Overrides `writeScopeOf`, e.g. 'org' for the org's API key under `privateKeys`. */
  scope?: WriteScope;
}

/**
 * Why a write is refused: the role lacks the permission, the user's seat is read-only, or the
 * project is read-only.
 */
export type WriteRefusal = 'role' | 'read-only-seat' | 'read-only-project';

export type WriteAccess = { allowed: true } | { allowed: false; reason: WriteRefusal };

/**
 * Whether the user may make `target`: the role's permission (`can`) first, then the plan's
 * read-only state (cloud only). Reads are never refused by the plan, nor is deleting a read-only
 * project (how an org gets back within its plan); a read-only seat refuses every other write.
 *
 * @example writeAccess({ role: 'member', edition: 'cloud', readOnly: { seat: true, projectIds: [] } },
 *   { resource: 'prompts', action: 'create', projectId: 'p1' }) // { allowed: false, reason: 'read-only-seat' }
 */
export function writeAccess(context: WriteContext, target: WriteTarget): WriteAccess {
  const { resource, action } = target;
  if (!can(context.role, resource, action)) return { allowed: false, reason: 'role' };
  const readOnly = context.edition === 'cloud' ? context.readOnly : null;
  if (!readOnly || readActions.includes(action)) return { allowed: true };
  if (readOnly.seat) return { allowed: false, reason: 'read-only-seat' };
  const scope = target.scope ?? writeScopeOf(resource, action);
  const deletingProject = resource === 'projects' && action === 'delete';
  if (
    scope === 'project' &&
    !deletingProject &&
    target.projectId &&
    readOnly.projectIds.includes(target.projectId)
  ) {
    return { allowed: false, reason: 'read-only-project' };
  }
  return { allowed: true };
}

/**
 * `writeAccess` as a boolean.
 *
 * @example canWrite({ role: 'viewer', edition: 'cloud' }, { resource: 'prompts', action: 'create' }) // false
 */
export function canWrite(context: WriteContext, target: WriteTarget): boolean {
  return writeAccess(context, target).allowed;
}
