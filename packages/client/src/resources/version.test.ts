import { describe, expect, it } from 'vitest';
import { observeCall } from '../testing/resource-call.js';
import { getVersion } from './version.js';

describe('getVersion', () => {
  it('reads the server version from /v1/version, without projectId', async () => {
    const seen = await observeCall((http) => getVersion(http), { body: { version: '0.1.0' } });
    expect(seen).toMatchObject({
      method: 'GET',
      path: '/v1/version',
      projectId: null,
      result: { version: '0.1.0' },
    });
  });
});
