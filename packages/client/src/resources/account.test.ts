import { describe, expect, it } from 'vitest';
import { orgFixture, userFixture } from '../testing/entity-fixtures.js';
import { observeCall } from '../testing/resource-call.js';
import { getCurrentOrg, getCurrentUser, sendVerificationEmail } from './account.js';

describe('account calls', () => {
  it('reads the signed-in user from /v1/users/me, without projectId', async () => {
    const seen = await observeCall((http) => getCurrentUser(http), { body: userFixture });
    expect(seen).toMatchObject({ method: 'GET', path: '/v1/users/me', projectId: null });
    expect(seen.result).toEqual(userFixture);
  });

  it("reads the user's org from /v1/users/me/org, with this month's events", async () => {
    const body = { ...orgFixture, eventsThisMonth: 4_321 };
    const seen = await observeCall((http) => getCurrentOrg(http), { body });
    expect(seen).toMatchObject({ method: 'GET', path: '/v1/users/me/org', projectId: null });
    expect(seen.result).toEqual(body);
  });

  it('refuses an org whose event count is not a whole number of events', async () => {
    await expect(
      observeCall((http) => getCurrentOrg(http), { body: { ...orgFixture, eventsThisMonth: -1 } }),
    ).rejects.toThrow();
  });

  it('asks for the verification email again with email and name', async () => {
    const body = { email: 'ada@example.com', name: 'Ada' };
    const seen = await observeCall((http) => sendVerificationEmail(http, body));
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/v1/users/send-verification',
      projectId: null,
      body,
      result: undefined,
    });
  });
});
