import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { setPlan, signUp, uniqueEmail } from '../testing/accounts.js';
import { createTestApp, json, type TestApp, tokenFromLink } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it.each(['password123', 'Password1!', '12345678', 'qwertyuiop', 'iloveyou2', 'Summer2024'])(
    'refuses the common or easily guessed %s',
    (password) => {
      expect(passwordProblem(password, 'grace@example.com')).toMatch(
        /Use a longer phrase of uncommon words/,
      );
    },
  );

  it('says why, in zxcvbn’s words', () => {
    expect(passwordProblem('password123', 'grace@example.com')).toBe(
      "This is a commonly used password. Use a longer phrase of uncommon words, or a password manager's suggestion.",
    );
  });

  it.each([
    ['the email itself', 'Grace.Hopper@Example.com'],
    ['the email inside a longer password', 'my-grace.hopper@example.com-2026'],
    ['the local part', 'grace.hopper'],
    ['the local part inside a longer password', 'xx-grace.hopper-42!'],
  ])('refuses %s', (_case, password) => {
    expect(passwordProblem(password, 'grace.hopper@example.com')).toBe(
      'Password must not contain your email address. Choose one that has nothing to do with it.',
    );
  });

  it('accepts long or random passwords, and a short local part inside one', () => {
    for (const password of [
      'a-long-password',
      'correct horse battery staple',
      'w7!kQ2#zR',
      'ada-runs-the-engine-42',
    ]) {
      expect([password, passwordProblem(password, 'ada@example.com')]).toEqual([password, null]);
    }
  });
});

describe.each(testDatabaseTargets())(
  'weak passwords refused by the auth routes on $kind',
  (target) => {
    let database: DatabaseHandle;
    let api: TestApp;
    beforeAll(async () => {
      database = await target.open();
      api = await createTestApp(database);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('refuses to sign up with a common password or one made of the email, and creates nothing', async () => {
      const email = uniqueEmail('weak');
      for (const password of ['password123', email]) {
        const response = await api.call('POST', '/auth/signup', {
          body: { email, password, name: 'Grace Hopper' },
        });
        expect(response.status).toBe(400);
        expect(await json<{ error: string }>(response)).toMatchObject({ error: 'Weak password' });
      }
      const accounts = await database.db
        .selectFrom('account')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(accounts).toEqual([]);
      // The 8-character minimum still answers as a field problem.
      const short = await api.call('POST', '/auth/signup', {
        body: { email, password: 'Zq7!x', name: 'Grace Hopper' },
      });
      expect(await short.json()).toEqual({
        error: 'Invalid request',
        message: 'password: Password must be at least 8 characters',
      });
    });

    it('refuses a weak new password from a reset link, which then still works for a strong one', async () => {
      const owner = await signUp(api);
      await api.call('POST', '/auth/request-password-reset', { body: { email: owner.email } });
      const token = tokenFromLink(
        (await api.mailLinks(owner.email)).find((link) => link.includes('/reset-password')),
      );
      const weak = await api.call('POST', '/auth/reset-password', {
        body: { token, password: 'letmein123' },
      });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({
        error: 'Weak password',
        message: expect.stringContaining('similar to a commonly used password'),
      });
      const strong = await api.call('POST', '/auth/reset-password', {
        body: { token, password: 'brand-new-password' },
      });
      expect(strong.status).toBe(200);
    });

    it('refuses a weak password when accepting an invitation', async () => {
      const owner = await signUp(api);
      await setPlan(api, owner.orgId, 'enterprise');
      const email = uniqueEmail('invitee');
      const invite = await api.call('POST', '/v1/team/invitations', {
        token: owner.token,
        body: { email, role: 'member' },
      });
      expect(invite.status).toBe(200);
      const token = tokenFromLink((await api.mailLinks(email))[0]);
      const weak = await api.call('POST', '/auth/join', {
        body: { token, name: 'New Member', password: email.split('@')[0] },
      });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ error: 'Weak password' });
      const strong = await api.call('POST', '/auth/join', {
        body: { token, name: 'New Member', password: 'another-long-password' },
      });
      expect(strong.status).toBe(200);
    });
  },
);
