import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, setPlan, signUp } from './accounts.js';
import type { OidcTestProvider } from './oidc-test-provider.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** An email domain no other test (or earlier run on the shared database) claims. */
export function uniqueDomain(): string {
  counter += 1;
  const letters = (Date.now() * 100 + counter)
    .toString(36)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  return `corp-${letters}.test`;
}

/** An enterprise org whose owner signed up with an address of `domain`. */
export async function enterpriseOwner(api: TestApp, domain: string): Promise<SignedUp> {
  const owner = await signUp(api, { email: `owner-${counter}@${domain}` });
  await setPlan(api, owner.orgId, 'enterprise');
  return owner;
}

/** Connects the owner's org to the test provider over OIDC; answers the connection id. */
export async function connectOidc(
  api: TestApp,
  owner: SignedUp,
  provider: OidcTestProvider,
  options: { domain: string; required?: boolean; defaultRole?: string; clientId?: string },
): Promise<string> {
  const clientId = options.clientId ?? `lookout-${options.domain}`;
  const response = await api.call('PUT', '/v1/orgs/sso', {
    token: owner.token,
    body: {
      protocol: 'oidc',
      issuer: provider.issuer,
      clientId,
      clientSecret: 'a-client-secret-of-the-tests',
      allowedDomains: [options.domain],
      defaultRole: options.defaultRole ?? 'member',
      required: options.required ?? false,
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const saved = (await response.json()) as { id: string; oidc: { redirectUri: string } };
  provider.registerClient({
    clientId,
    clientSecret: 'a-client-secret-of-the-tests',
    redirectUri: saved.oidc.redirectUri,
  });
  return saved.id;
}

/** The org's audit entries of `subject`, oldest first. */
export function auditEntries(database: DatabaseHandle, orgId: string, subject: string) {
  return database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'details'])
    .where('org_id', '=', orgId)
    .where('subject', '=', subject)
    .orderBy('created_at')
    .execute();
}
