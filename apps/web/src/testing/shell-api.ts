import type { Org, Project, User } from '@lookout/domain';
import { type FakeAnswer, fakeApi } from './fake-api';
import { org as baseOrg, user as baseUser, project } from './fixtures';

/** The calls a signed-in shell makes, answered with fixtures (overridable), plus extra routes. */
export function fakeShellApi(
  options: {
    user?: Partial<User>;
    org?: Partial<Org>;
    projects?: Project[];
    routes?: Record<string, FakeAnswer>;
  } = {},
) {
  return fakeApi({
    'GET /v1/version': { body: { version: '1.2.3' } },
    'GET /v1/users/me': { body: { ...baseUser, ...options.user } },
    'GET /v1/users/me/org': { body: { ...baseOrg, ...options.org } },
    'GET /v1/views': { body: [] },
    'GET /v1/projects': { body: options.projects ?? [project(1)] },
    ...options.routes,
  });
}
