import { describe, expect, it } from 'vitest';
import { SessionTokens, sessionLifetimeSeconds } from './session-token.js';

const subject = { accountId: 'a1', orgId: 'o1', email: 'ada@example.com' };

describe('SessionTokens', () => {
  it('issues a token that verifies to its claims with an expiry 30 days out', async () => {
    const tokens = new SessionTokens('secret-one');
    const now = Date.now();
    const claims = await tokens.verify(await tokens.issue(subject, now));
    expect(claims).toMatchObject(subject);
    if (typeof claims === 'string') throw new Error(claims);
    expect(claims.exp).toBe(Math.floor(now / 1000) + sessionLifetimeSeconds);
  });

  it('says "Session expired" for an expired token', async () => {
    const tokens = new SessionTokens('secret-one');
    const old = await tokens.issue(subject, Date.now() - (sessionLifetimeSeconds + 60) * 1000);
    expect(await tokens.verify(old)).toBe('Session expired');
  });

  it('says "Invalid access token" for a forged or garbled token', async () => {
    const token = await new SessionTokens('other-secret').issue(subject);
    expect(await new SessionTokens('secret-one').verify(token)).toBe('Invalid access token');
    expect(await new SessionTokens('secret-one').verify('not.a.jwt')).toBe('Invalid access token');
  });
});
