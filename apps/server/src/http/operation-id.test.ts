import { describe, expect, it } from 'vitest';
import { operationIdFor } from './operation-id.js';

describe('operationIdFor', () => {
  it('names an operation by its method and path, without the /v1 prefix', () => {
    expect(operationIdFor('get', '/v1/projects')).toBe('getProjects');
    expect(operationIdFor('POST', '/auth/signup')).toBe('postAuthSignup');
    expect(operationIdFor('post', '/api/public/otel/v1/traces')).toBe('postApiPublicOtelV1Traces');
    expect(operationIdFor('get', '/v1/version')).toBe('getVersion');
  });

  it('reads path parameters as By<Name> and joins kebab-case words', () => {
    expect(operationIdFor('get', '/v1/projects/{id}/api-keys')).toBe('getProjectsByIdApiKeys');
    expect(operationIdFor('get', '/v1/runs/download/{token}')).toBe('getRunsDownloadByToken');
    expect(operationIdFor('post', '/v1/orgs/{orgId}/api-key/regenerate')).toBe(
      'postOrgsByOrgIdApiKeyRegenerate',
    );
  });

  it('gives the collection, the item and the legacy ingestion paths different ids', () => {
    const ids = [
      operationIdFor('get', '/v1/runs'),
      operationIdFor('get', '/v1/runs/{id}'),
      operationIdFor('post', '/v1/traces'),
      operationIdFor('post', '/otel/v1/traces'),
      operationIdFor('post', '/v1'),
    ];
    expect(ids).toEqual(['getRuns', 'getRunsById', 'postTraces', 'postOtelV1Traces', 'postV1']);
  });
});
