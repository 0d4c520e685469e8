// Issue 17, Single sign-on: a company signs in with its OpenID Connect provider — a real
// provider (`oidc-provider`) on 127.0.0.1, its own sign-in and consent pages, in Chromium.
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { type OidcTestProvider, startOidcTestProvider } from '../support/oidc-provider.js';

let idp: OidcTestProvider;
test.beforeAll(async () => {
  idp = await startOidcTestProvider();
});
test.afterAll(async () => {
  await idp?.close();
});

test('a new colleague signs in through the company identity provider and joins with the default role', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const domain = `sso-${Date.now().toString(36)}.example.com`;
  const ownerToken = await signUpThroughApi(request, {
    name: 'Grace Hopper',
    email: uniqueEmail('grace'),
    password: 'compiler pioneer 1952',
  });
  const auth = { authorization: `Bearer ${ownerToken}` };
  const clientId = `lookout-${Date.now()}`;

  await test.step('the owner connects the provider in settings', async () => {
    await signInWith(page, ownerToken);
    await page.goto('/settings');
    const card = page.locator('[aria-label="Single sign-on"]');
    await expect(card.getByText('Single sign-on is not set up')).toBeVisible();
    await card.getByLabel('Issuer URL').fill(idp.issuer);
    await card.getByLabel('Client ID').fill(clientId);
    await card.getByLabel('Client secret').fill('e2e-client-secret');
    await card.getByLabel('Allowed email domains').fill(domain);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Redirect URI')).toBeVisible();
  });

  const connection = await (await request.get('/v1/orgs/sso', { headers: auth })).json();
  expect(connection.defaultRole).toBe('member');
  idp.registerClient({
    clientId,
    clientSecret: 'e2e-client-secret',
    redirectUri: connection.oidc.redirectUri,
  });
  const colleague = `ada@${domain}`;
  idp.setIdentity('ada', { email: colleague, email_verified: true, name: 'Ada Lovelace' });

  await test.step('signed out, the colleague types their email and is sent to the provider', async () => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email').fill(colleague);
    await page.getByLabel('Email').blur();
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/`));
  });

  await test.step('signs in and consents at the provider, and lands in Lookout signed in', async () => {
    await page.locator('input[name="login"]').fill('ada');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click(); // the consent page
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  await test.step('the owner sees the new member with the default role, and the login in the audit log', async () => {
    const team = await (await request.get('/v1/team/members', { headers: auth })).json();
    const member = (team.members as Array<{ email: string; role: string }>).find(
      (entry) => entry.email === colleague,
    );
    expect(member?.role).toBe('member');
    const audit = await (await request.get('/v1/audit-logs', { headers: auth })).json();
    expect(JSON.stringify(audit)).toContain(colleague);
  });
});
