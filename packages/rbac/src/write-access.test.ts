import { type Edition, type PlanOverage, type Role, roles } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { can } from './can.js';
import type { Resource } from './resources.js';
import {
  canWrite,
  type PlanReadOnly,
  planReadOnlyOf,
  type WriteAccess,
  writeAccess,
  writeScopeOf,
} from './write-access.js';

const project = 'p-selected';
const other = 'p-other';

/** The expected answer for one cell of role × seat × project × edition, written from the rule. */
function expected(
  role: Role,
  resource: Resource,
  action: Action,
  seat: boolean,
  projectReadOnly: boolean,
  edition: Edition,
): WriteAccess {
  if (!can(role, resource, action)) return { allowed: false, reason: 'role' };
  if (edition !== 'cloud') return { allowed: true };
  if (['read', 'list', 'export'].includes(action)) return { allowed: true };
  if (seat) return { allowed: false, reason: 'read-only-seat' };
  const orgWide = ['org', 'billing', 'teamMembers', 'auditLogs'].includes(resource);
  const projectCreate = resource === 'projects' && action === 'create';
  const projectDelete = resource === 'projects' && action === 'delete';
  if (projectReadOnly && !orgWide && !projectCreate && !projectDelete) {
    return { allowed: false, reason: 'read-only-project' };
  }
  return { allowed: true };
}

const targets: Array<[Resource, Action]> = [
  ['prompts', 'create'],
  ['prompts', 'create_draft'],
  ['prompts', 'update'],
  ['prompts', 'read'],
  ['datasets', 'delete'],
  ['evaluations', 'run'],
  ['logs', 'export'],
  ['logs', 'list'],
  ['settings', 'update'],
  ['teamMembers', 'create'],
  ['org', 'update'],
  ['projects', 'create'],
  ['projects', 'update'],
  ['projects', 'delete'],
];

const cells = roles.flatMap((role) =>
  [false, true].flatMap((seat) =>
    [false, true].flatMap((projectReadOnly) =>
      (['cloud', 'self-hosted'] as const).flatMap((edition) =>
        targets.map(([resource, action]) => ({
          role,
          seat,
          projectReadOnly,
          edition,
          resource,
          action,
        })),
      ),
    ),
  ),
);

describe('writeAccess', () => {
  it.each(cells)(
    '$role seat=$seat project=$projectReadOnly $edition: $resource:$action',
    ({ role, seat, projectReadOnly, edition, resource, action }) => {
      const readOnly: PlanReadOnly = { seat, projectIds: projectReadOnly ? [project] : [other] };
      const answer = writeAccess(
        { role, edition, readOnly },
        { resource, action, projectId: project },
      );
      expect(answer).toEqual(expected(role, resource, action, seat, projectReadOnly, edition));
      expect(canWrite({ role, edition, readOnly }, { resource, action, projectId: project })).toBe(
        answer.allowed,
      );
    },
  );

  it('checks a project-scoped write only against the selected project', () => {
    const readOnly = { seat: false, projectIds: [other] };
    const context = { role: 'member' as const, edition: 'cloud' as const, readOnly };
    expect(
      writeAccess(context, { resource: 'prompts', action: 'create', projectId: project }),
    ).toEqual({
      allowed: true,
    });
    expect(
      writeAccess(context, { resource: 'prompts', action: 'create', projectId: other }),
    ).toEqual({
      allowed: false,
      reason: 'read-only-project',
    });
  });

  it('lets an org-wide write through under a read-only project when the caller says so', () => {
    const context = {
      role: 'owner' as const,
      edition: 'cloud' as const,
      readOnly: { seat: false, projectIds: [project] },
    };
    const target = {
      resource: 'privateKeys' as const,
      action: 'update' as const,
      projectId: project,
    };
    expect(writeAccess(context, target)).toEqual({ allowed: false, reason: 'read-only-project' });
    expect(writeAccess(context, { ...target, scope: 'org' })).toEqual({ allowed: true });
  });

  it('allows every permitted write when the read-only facts are null or absent', () => {
    const target = { resource: 'prompts' as const, action: 'delete' as const, projectId: project };
    expect(canWrite({ role: 'admin', edition: 'cloud', readOnly: null }, target)).toBe(true);
    expect(canWrite({ role: 'admin', edition: 'cloud' }, target)).toBe(true);
  });
});

describe('writeScopeOf', () => {
  it.each([
    { resource: 'teamMembers', action: 'create', scope: 'org' },
    { resource: 'billing', action: 'update', scope: 'org' },
    { resource: 'projects', action: 'create', scope: 'org' },
    { resource: 'projects', action: 'update', scope: 'project' },
    { resource: 'dashboards', action: 'create', scope: 'project' },
  ] as const)('$resource:$action is $scope', ({ resource, action, scope }) => {
    expect(writeScopeOf(resource, action)).toBe(scope);
  });
});

describe('planReadOnlyOf', () => {
  const overage: PlanOverage = {
    seats: { members: 12, included: 10, readOnlyAccountIds: ['late-1', 'late-2'] },
    projects: { count: 4, included: 3, readOnlyProjectIds: ['p4'] },
  };

  it.each([
    {
      name: 'a read-only seat',
      account: 'late-1',
      edition: 'cloud',
      answer: { seat: true, projectIds: ['p4'] },
    },
    {
      name: 'a writable seat',
      account: 'early',
      edition: 'cloud',
      answer: { seat: false, projectIds: ['p4'] },
    },
    { name: 'self-hosted', account: 'late-1', edition: 'self-hosted', answer: null },
  ] as const)('$name', ({ account, edition, answer }) => {
    expect(planReadOnlyOf(overage, account, edition)).toEqual(answer);
  });

  it('is null when the org is within its plan', () => {
    expect(planReadOnlyOf(null, 'late-1', 'cloud')).toBeNull();
    expect(planReadOnlyOf(undefined, 'late-1', 'cloud')).toBeNull();
    expect(planReadOnlyOf({ seats: null, projects: null }, 'late-1', 'cloud')).toBeNull();
  });

  it('is null for a writable seat when only seats are over', () => {
    expect(planReadOnlyOf({ ...overage, projects: null }, 'early', 'cloud')).toBeNull();
  });
});
