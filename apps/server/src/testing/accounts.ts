import { expect } from 'vitest';
import { signStripePayload } from '../billing/stripe-signature.js';
import { json, type TestApp, testWebhookSecret } from './test-app.js';

/** A signed-up owner with their org and first project. */
export interface SignedUp {
  token: string;
  email: string;
  orgId: string;
  projectId: string;
  accountId: string;
}

/** A project's ingestion keys, as its settings page shows them. */
export interface ProjectKeys {
  public: string;
  private: string;
}

/**
 * The public and private keys of `account`'s first project, read through the API.
 * @example const { public: publicKey } = await projectKeys(api, owner);
 */
export async function projectKeys(
  api: Pick<TestApp, 'call'>,
  account: Pick<SignedUp, 'projectId' | 'token'>,
): Promise<ProjectKeys> {
  const keys = await json<{ type: string; key: string }[]>(
    api.call('GET', `/v1/projects/${account.projectId}/api-keys`, { token: account.token }),
  );
  const keyOf = (type: string) => keys.find((key) => key.type === type)?.key ?? '';
  return { public: keyOf('public'), private: keyOf('private') };
}

let counter = 0;

/** A unique address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs up a new owner through the API and reads back their org and project. */
export async function signUp(
  api: Pick<TestApp, 'call'>,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('owner');
  const response = await api.call('POST', '/auth/signup', {
    body: { email, password: 'a-long-password', name: 'Ada Lovelace', ...overrides },
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const me = (await (await api.call('GET', '/v1/users/me', { token })).json()) as {
    id: string;
    orgId: string;
  };
  const projects = (await (await api.call('GET', '/v1/projects', { token })).json()) as {
    id: string;
  }[];
  const projectId = projects[0]?.id;
  if (!projectId) throw new Error('signup made no project');
  return { token, email: email.toLowerCase(), orgId: me.orgId, projectId, accountId: me.id };
}

/** Puts an org on a plan directly (as a completed payment would). */
export async function setPlan(api: TestApp, orgId: string, plan: string): Promise<void> {
  await api.context.db.updateTable('org').set({ plan }).where('id', '=', orgId).execute();
}

/** Invites `email` with `role` and accepts the invitation; returns the teammate's session token. */
export async function addTeammate(
  api: TestApp,
  owner: SignedUp,
  role: string,
  email = uniqueEmail(role),
): Promise<string> {
  const invite = await api.call('POST', '/v1/team/invitations', {
    token: owner.token,
    body: { email, role },
  });
  expect(invite.status, await invite.clone().text()).toBe(200);
  const [link] = await api.mailLinks(email);
  const token = link ? new URL(link).searchParams.get('token') : null;
  const join = await api.call('POST', '/auth/join', {
    body: { token, name: `A ${role}`, password: 'another-long-password' },
  });
  expect(join.status, await join.clone().text()).toBe(200);
  return ((await join.json()) as { token: string }).token;
}

/**
 * Moves `owner`'s org to the Team plan the only way a paid plan is reached: the payment
 * provider's signed webhook confirming a completed checkout. Lifts the free plan's limits.
 */
export async function upgradeToTeam(
  api: Pick<TestApp, 'call'>,
  owner: Pick<SignedUp, 'orgId'>,
): Promise<void> {
  const body = JSON.stringify({
    type: 'checkout.session.completed',
    data: {
      object: {
        client_reference_id: owner.orgId,
        customer: `cus_${owner.orgId}`,
        metadata: { plan: 'team', period: 'monthly' },
      },
    },
  });
  const response = await api.call('POST', '/v1/billing/stripe-webhook', {
    body,
    headers: { 'stripe-signature': signStripePayload(body, testWebhookSecret) },
  });
  expect(response.status).toBe(200);
}
