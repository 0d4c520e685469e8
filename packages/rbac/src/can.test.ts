import { roles } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { actions } from './actions.js';
import { allowedActions, can } from './can.js';
import { resources } from './resources.js';

/*
 * The expected allow/deny grid of every role, written out by hand from SPEC §6 and the decisions
 * documented in permission-matrix.ts. One string per resource, one column per action, in this order:
 *
 *   C create · R read · U update · D delete · L list · E export · V updateVisibility · X run ·
 *   S create_draft (save a draft)
 *
 * A letter allows the action, '-' denies it.
 */
const columns = 'CRUDLEVXS';

const expectedGrid: Record<string, Record<string, string>> = {
  owner: {
    org: '-RU------',
    projects: 'CRUDL----',
    billing: '-RU-L----',
    teamMembers: 'CRUDL----',
    privateKeys: '-RU------',
    analytics: '-R-------',
    logs: '-RUDLEV--',
    users: '-RUDLE---',
    prompts: 'CRUDL--XS',
    datasets: 'CRUDL--X-',
    checklists: 'CRUDL----',
    evaluations: 'CRUDL--X-',
    enrichments: 'CRUDL----',
    settings: '-RU-L----',
    dashboards: 'CRUDL----',
    charts: 'CRUDL----',
    auditLogs: '-R--L----',
    jobs: 'CR-DL----',
  },
  admin: {
    org: '-R-------',
    projects: 'CRUDL----',
    billing: '-RU-L----',
    teamMembers: 'CRUDL----',
    privateKeys: '-RU------',
    analytics: '-R-------',
    logs: '-RUDLEV--',
    users: '-RUDLE---',
    prompts: 'CRUDL--XS',
    datasets: 'CRUDL--X-',
    checklists: 'CRUDL----',
    evaluations: 'CRUDL--X-',
    enrichments: 'CRUDL----',
    settings: '-RU-L----',
    dashboards: 'CRUDL----',
    charts: 'CRUDL----',
    auditLogs: '-R--L----',
    jobs: 'CR-DL----',
  },
  member: {
    org: '-R-------',
    projects: '-RU-L----',
    billing: '---------',
    teamMembers: '-R-------',
    privateKeys: '---------',
    analytics: '-R-------',
    logs: '-RUDLEV--',
    users: '-RUDLE---',
    prompts: 'CRUDL--XS',
    datasets: 'CRUDL--X-',
    checklists: 'CRUDL----',
    evaluations: 'CRUDL--X-',
    enrichments: 'CRUDL----',
    settings: '-R--L----',
    dashboards: '-R--L----',
    charts: '-R--L----',
    auditLogs: '---------',
    jobs: '-R--L----',
  },
  viewer: {
    org: '-R-------',
    projects: '-R--L----',
    billing: '---------',
    teamMembers: '-R-------',
    privateKeys: '---------',
    analytics: '-R-------',
    logs: '-R--L----',
    users: '-R--L----',
    prompts: '---------',
    datasets: '-R--L----',
    checklists: '-R--L----',
    evaluations: '-R--L----',
    enrichments: '-R--L----',
    settings: '---------',
    dashboards: '-R--L----',
    charts: '-R--L----',
    auditLogs: '---------',
    jobs: '---------',
  },
  collaborator: {
    org: '-R-------',
    projects: '-R--L----',
    billing: '---------',
    teamMembers: '-R-------',
    privateKeys: '---------',
    analytics: '-R-------',
    logs: '-RU-L----',
    users: '-R--L----',
    prompts: '-R--L---S',
    datasets: '-R--L----',
    checklists: '-R--L----',
    evaluations: '-R--L----',
    enrichments: '-R--L----',
    settings: '---------',
    dashboards: '-R--L----',
    charts: '-R--L----',
    auditLogs: '---------',
    jobs: '---------',
  },
  prompt_editor: {
    org: '-R-------',
    projects: '-R--L----',
    billing: '---------',
    teamMembers: '-R--L----',
    privateKeys: '---------',
    analytics: '---------',
    logs: '---------',
    users: '---------',
    prompts: 'CRUDL--XS',
    datasets: '---------',
    checklists: '---------',
    evaluations: '---------',
    enrichments: '---------',
    settings: '---------',
    dashboards: '---------',
    charts: '---------',
    auditLogs: '---------',
    jobs: '---------',
  },
  billing: {
    org: '-R-------',
    projects: '-R--L----',
    billing: '-R--L----',
    teamMembers: '-R--L----',
    privateKeys: '---------',
    analytics: '---------',
    logs: '---------',
    users: '---------',
    prompts: '---------',
    datasets: '---------',
    checklists: '---------',
    evaluations: '---------',
    enrichments: '---------',
    settings: '---------',
    dashboards: '---------',
    charts: '---------',
    auditLogs: '---------',
    jobs: '---------',
  },
  analytics: {
    org: '-R-------',
    projects: '-R--L----',
    billing: '---------',
    teamMembers: '-R--L----',
    privateKeys: '---------',
    analytics: '-R-------',
    logs: '---------',
    users: '----L----',
    prompts: '---------',
    datasets: '---------',
    checklists: '---------',
    evaluations: '---------',
    enrichments: '---------',
    settings: '---------',
    dashboards: '-R--L----',
    charts: '-R--L----',
    auditLogs: '---------',
    jobs: '---------',
  },
};

/** The grid `can()` actually answers for one role, in the same notation. */
function actualGrid(role: string): Record<string, string> {
  const grid: Record<string, string> = {};
  for (const resource of resources) {
    grid[resource] = actions
      .map((action, column) => (can(role, resource, action) ? columns[column] : '-'))
      .join('');
  }
  return grid;
}

describe('the expected grid itself', () => {
  it('covers every role, every resource and every action column, with no typo', () => {
    expect(Object.keys(expectedGrid).sort()).toEqual([...roles].sort());
    for (const grid of Object.values(expectedGrid)) {
      expect(Object.keys(grid).sort()).toEqual([...resources].sort());
      for (const row of Object.values(grid)) {
        expect(row).toHaveLength(actions.length);
        for (const [column, cell] of [...row].entries()) {
          expect([columns[column], '-']).toContain(cell);
        }
      }
    }
  });
});

describe('can', () => {
  it.each(roles)('answers the whole grid of 18 resources × 9 actions for %s', (role) => {
    expect(actualGrid(role)).toEqual(expectedGrid[role]);
  });

  it('lets only the owner update the org', () => {
    expect(roles.filter((role) => can(role, 'org', 'update'))).toEqual(['owner']);
  });

  it('lets owner and admin update billing, and billing admins only read it', () => {
    expect(roles.filter((role) => can(role, 'billing', 'update'))).toEqual(['owner', 'admin']);
    expect(roles.filter((role) => can(role, 'billing', 'read'))).toEqual([
      'owner',
      'admin',
      'billing',
    ]);
  });

  it('denies unknown roles, resources and actions', () => {
    expect(can('root', 'logs', 'read')).toBe(false);
    expect(can('OWNER', 'logs', 'read')).toBe(false);
    expect(can('owner', 'secrets', 'read')).toBe(false);
    expect(can('owner', 'logs', 'fly')).toBe(false);
    expect(can('owner', 'Logs', 'read')).toBe(false);
  });

  it('denies absent and non-string input, as sent by a malformed request', () => {
    expect(can(undefined, 'logs', 'read')).toBe(false);
    expect(can(null, 'logs', 'read')).toBe(false);
    expect(can('owner', undefined, 'read')).toBe(false);
    expect(can('owner', 'logs', undefined)).toBe(false);
    expect(can(['owner'], 'logs', 'read')).toBe(false);
    expect(can({ toString: () => 'owner' }, 'logs', 'read')).toBe(false);
  });

  it('denies names inherited from Object.prototype', () => {
    expect(can('owner', '__proto__', 'read')).toBe(false);
    expect(can('owner', 'constructor', 'read')).toBe(false);
    expect(can('toString', 'logs', 'read')).toBe(false);
    expect(can('owner', 'logs', 'hasOwnProperty')).toBe(false);
  });
});

describe('allowedActions', () => {
  it('lists what a role may do on a resource, in action order', () => {
    expect(allowedActions('collaborator', 'prompts')).toEqual(['read', 'list', 'create_draft']);
    expect(allowedActions('member', 'teamMembers')).toEqual(['read']);
    expect(allowedActions('viewer', 'prompts')).toEqual([]);
  });

  it('agrees with can() on every cell', () => {
    for (const role of roles) {
      for (const resource of resources) {
        const allowed = actions.filter((action) => can(role, resource, action));
        expect(allowedActions(role, resource)).toEqual(allowed);
      }
    }
  });

  it('is empty for an unknown role or resource', () => {
    expect(allowedActions('root', 'logs')).toEqual([]);
    expect(allowedActions('owner', 'secrets')).toEqual([]);
    expect(allowedActions('owner', '__proto__')).toEqual([]);
  });
});
