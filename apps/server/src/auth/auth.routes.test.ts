import type { ApiError, AuditLogEntry, Org, PagedResponse, User } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { signUp, uniqueEmail } from '../testing/accounts.js';
import { createTestApp, json, type TestApp, tokenFromLink } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('sign-up and sign-in on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('signs up an unverified owner of a new free org with its first project and keys', async () => {
    const owner = await signUp(api, {
      email: uniqueEmail('Ada').toUpperCase(),
      orgName: 'Analytical',
      projectName: 'Engine',
    });
    const me = await json<User>(api.call('GET', '/v1/users/me', { token: owner.token }));
    expect(me).toMatchObject({
      email: owner.email,
      role: 'owner',
      verified: false,
      name: 'Ada Lovelace',
      user_metadata: { name: 'Ada Lovelace' },
    });
    const org = await json<Org>(api.call('GET', '/v1/users/me/org', { token: owner.token }));
    expect(org).toMatchObject({
      name: 'Analytical',
      plan: 'free',
      canceled: false,
      limited: false,
      license: null,
    });
    expect(org.orgApiKey).toMatch(/^ok-lo-/);
    const projects = await json<unknown[]>(api.call('GET', '/v1/projects', { token: owner.token }));
    expect(projects).toMatchObject([{ name: 'Engine', dataRetentionDays: null }]);
    const keys = await json<{ type: string }[]>(
      api.call('GET', `/v1/projects/${owner.projectId}/api-keys`, { token: owner.token }),
    );
    expect(keys.map((key: { type: string }) => key.type)).toEqual(['public', 'private']);
  });

  it('refuses a second signup with the same email', async () => {
    const owner = await signUp(api);
    const again = await api.call('POST', '/auth/signup', {
      body: { email: owner.email, password: 'a-long-password', name: 'X' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'Email already registered' });
  });

  it('verifies the email from the outbox link, once', async () => {
    const owner = await signUp(api);
    const token = tokenFromLink(
      (await api.mailLinks(owner.email)).find((link) => link.includes('/verify-email')),
    );
    expect((await api.call('POST', '/auth/verify-email', { body: { token } })).status).toBe(204);
    const me = await json<User>(api.call('GET', '/v1/users/me', { token: owner.token }));
    expect(me.verified).toBe(true);
    const reused = await api.call('POST', '/auth/verify-email', { body: { token } });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'Invalid link' });
  });

  it('resends the verification mail on request', async () => {
    const owner = await signUp(api);
    const before = (await api.mailLinks(owner.email)).length;
    const response = await api.call('POST', '/v1/users/send-verification', {
      token: owner.token,
      body: { email: owner.email, name: 'Ada Lovelace' },
    });
    expect(response.status).toBe(204);
    expect((await api.mailLinks(owner.email)).length).toBe(before + 1);
  });

  it('logs in with the right password, refuses a wrong one with 401, and audits the login', async () => {
    const owner = await signUp(api);
    const wrong = await api.call('POST', '/auth/login', {
      body: { email: owner.email, password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'Invalid credentials',
      message: 'Wrong email or password.',
    });
    const right = await api.call('POST', '/auth/login', {
      body: { email: owner.email.toUpperCase(), password: 'a-long-password' },
      headers: { 'user-agent': 'vitest-agent', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(right.status).toBe(200);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({
      subject: 'team_member',
      action: 'login',
      ip: '203.0.113.7',
      userAgent: 'vitest-agent',
      actor: { email: owner.email },
    });
  });

  it('logs out: the token stops working and the logout is audited', async () => {
    const owner = await signUp(api);
    const login = await json<{ token: string }>(
      api.call('POST', '/auth/login', {
        body: { email: owner.email, password: 'a-long-password' },
      }),
    );
    expect((await api.call('POST', '/auth/logout', { token: login.token })).status).toBe(204);
    const after = await api.call('GET', '/v1/users/me', { token: login.token });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'Invalid access token' });
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({ subject: 'team_member', action: 'logout' });
  });

  it('resets the password through the emailed link and signs in with the new one', async () => {
    const owner = await signUp(api);
    expect(
      (await api.call('POST', '/auth/request-password-reset', { body: { email: owner.email } }))
        .status,
    ).toBe(204);
    // Unknown addresses answer the same, revealing nothing.
    expect(
      (
        await api.call('POST', '/auth/request-password-reset', {
          body: { email: uniqueEmail('nobody') },
        })
      ).status,
    ).toBe(204);
    const token = tokenFromLink(
      (await api.mailLinks(owner.email)).find((link) => link.includes('/reset-password')),
    );
    const reset = await api.call('POST', '/auth/reset-password', {
      body: { token, password: 'brand-new-password' },
    });
    expect(reset.status).toBe(200);
    const oldLogin = await api.call('POST', '/auth/login', {
      body: { email: owner.email, password: 'a-long-password' },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api.call('POST', '/auth/login', {
      body: { email: owner.email, password: 'brand-new-password' },
    });
    expect(newLogin.status).toBe(200);
  });

  it('answers "Session expired" for an expired token and "Invalid access token" for a forged one', async () => {
    const owner = await signUp(api);
    const expired = await api.context.tokens.issue(
      { accountId: owner.accountId, orgId: owner.orgId, email: owner.email },
      Date.now() - 31 * 24 * 60 * 60 * 1000,
    );
    const response = await api.call('GET', '/v1/users/me', { token: expired });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Session expired' });
    const forged = `${owner.token.slice(0, -4)}AAAA`;
    expect(await (await api.call('GET', '/v1/users/me', { token: forged })).json()).toMatchObject({
      error: 'Invalid access token',
    });
  });

  it('names each bad field of an invalid signup', async () => {
    const response = await api.call('POST', '/auth/signup', {
      body: { email: 'not-an-email', password: 'short', name: '' },
    });
    expect(response.status).toBe(400);
    const body = await json<ApiError>(response);
    expect(body.error).toBe('Invalid request');
    expect(body.message).toContain('email: Enter a valid email address');
    expect(body.message).toContain('password:');
  });
});
