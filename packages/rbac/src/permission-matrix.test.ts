import { roles } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import {
  type PermissionMatrix,
  permissionMatrix,
  type ResourcePermissions,
} from './permission-matrix.js';
import { resourceActions } from './resource-actions.js';
import { resources } from './resources.js';

// The @ts-expect-error lines below are the real assertions: `pnpm typecheck` fails if the
// compiler ever stops rejecting an incomplete or inconsistent matrix.
describe('permissionMatrix completeness', () => {
  it('does not compile when a role leaves a resource out', () => {
    const { jobs: _jobs, ...withoutJobs } = permissionMatrix.owner;
    // @ts-expect-error jobs is missing
    const incomplete: ResourcePermissions = withoutJobs;
    expect(Object.keys(incomplete)).toHaveLength(resources.length - 1);
  });

  it('does not compile when a role is left out', () => {
    const { analytics: _analytics, ...withoutAnalytics } = permissionMatrix;
    // @ts-expect-error the analytics role is missing
    const incomplete: PermissionMatrix = withoutAnalytics;
    expect(Object.keys(incomplete)).toHaveLength(roles.length - 1);
  });

  it('does not compile when a role holds an action that does not apply to the resource', () => {
    const inconsistent: ResourcePermissions = {
      ...permissionMatrix.owner,
      // @ts-expect-error run does not apply to the org
      org: ['run'],
    };
    expect(inconsistent.org).toEqual(['run']);
  });

  it('gives the owner every action that applies to each resource', () => {
    expect(permissionMatrix.owner).toEqual(resourceActions);
  });
});
