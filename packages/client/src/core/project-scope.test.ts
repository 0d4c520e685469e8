import { describe, expect, it } from 'vitest';
import { isProjectScoped, unscopedPaths } from './project-scope.js';

describe('isProjectScoped', () => {
  it.each(unscopedPaths.map((entry) => entry.path))(
    'leaves %s and what is under it unscoped',
    (path) => {
      expect(isProjectScoped(path)).toBe(false);
      expect(isProjectScoped(`${path}/x`)).toBe(false);
    },
  );

  it.each([
    '/runs',
    '/runs/count',
    '/users',
    '/users/55555555-5555-4555-8555-555555555555',
    '/views/1',
    '/dashboards/charts/custom',
    '/template_versions/1',
    '/playground-endpoints/1',
    '/filters/models',
    '/datasets-v2',
    '/projectsettings',
  ])('scopes %s to the selected project', (path) => {
    expect(isProjectScoped(path)).toBe(true);
  });

  it.each([
    ['/auth/join-data?token=t', false],
    ['/v1/projects/1/rules', false],
    ['/v1/runs?type=llm', true],
  ])('reads %s without its query and /v1', (path, scoped) => {
    expect(isProjectScoped(path)).toBe(scoped);
  });
});
