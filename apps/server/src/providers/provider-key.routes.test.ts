import type { ProviderKey } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, signUp, upgradeToTeam } from '../testing/accounts.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const secretKey = 'sk-proj-THE-REAL-SECRET-value-9f8e';

describe.each(testDatabaseTargets())('provider key routes on $kind', (target) => {
  let setup: SignedUpApp;
  beforeAll(async () => {
    setup = await openSignedUpApp(target);
  });
  afterAll(async () => {
    await setup?.database.close();
  });

  const put = (provider: string, body: unknown, token = setup.owner.token) =>
    setup.api.call('PUT', `/v1/orgs/provider-keys/${provider}`, { token, body });

  it('saves a key encrypted, answers it masked and never returns it again', async () => {
    const saved = await put('openai', { apiKey: `  ${secretKey}  ` });
    expect(saved.status).toBe(200);
    const body = await saved.text();
    expect(body).not.toContain('SECRET');
    expect(JSON.parse(body)).toMatchObject({
      provider: 'openai',
      maskedKey: 'sk-…9f8e',
      baseUrl: null,
    });

    const listed = await setup.api.call('GET', '/v1/orgs/provider-keys', {
      token: setup.owner.token,
    });
    const text = await listed.text();
    expect(text).not.toContain('SECRET');
    expect((JSON.parse(text) as ProviderKey[]).map((key) => key.maskedKey)).toEqual(['sk-…9f8e']);

    const rows = await sql<{
      bytes: string;
    }>`select encode(encrypted_key, 'hex') as bytes from provider_key`.execute(setup.database.db);
    expect(rows.rows).toHaveLength(1);
    const stored = Buffer.from(rows.rows[0]?.bytes ?? '', 'hex');
    expect(stored.length).toBeGreaterThan(secretKey.length);
    expect(stored.includes(Buffer.from(secretKey))).toBe(false);
    expect(stored.includes(Buffer.from('SECRET'))).toBe(false);
  });

  it('replaces the key of a provider rather than adding a second, and keeps a base URL', async () => {
    const replaced = await put('openai', {
      apiKey: 'sk-another-key-abcd1234',
      baseUrl: 'https://gateway.example.com/v1/',
    });
    expect(await json(replaced)).toMatchObject({
      maskedKey: 'sk-…1234',
      baseUrl: 'https://gateway.example.com/v1',
    });
    const keys = await json<ProviderKey[]>(
      setup.api.call('GET', '/v1/orgs/provider-keys', { token: setup.owner.token }),
    );
    expect(keys.map((key) => [key.provider, key.maskedKey])).toEqual([['openai', 'sk-…1234']]);
  });

  it('refuses bad input with a 400 naming what is wrong', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['openai', { apiKey: '   ' }, /apiKey: API key is required/],
      [
        'openai',
        { apiKey: 'sk-x', baseUrl: 'ftp://x.example.com' },
        /Base URL must start with http/,
      ],
      [
        'azure_openai',
        { apiKey: 'azure-key-1234567890' },
        /baseUrl: Azure OpenAI needs the base URL/,
      ],
      ['google_vertex', { apiKey: 'sk-1234567890abc' }, /provider/],
    ];
    for (const [provider, body, message] of cases) {
      const response = await put(provider, body);
      expect(response.status, provider).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(message);
    }
  });

  it('lets only owners and admins change keys; members see them masked', async () => {
    await upgradeToTeam(setup.api, setup.owner);
    const admin = await addTeammate(setup.api, setup.owner, 'admin');
    const member = await addTeammate(setup.api, setup.owner, 'member');
    expect((await put('anthropic', { apiKey: 'sk-ant-admin-key-0001' }, admin)).status).toBe(200);
    const refused = await put('anthropic', { apiKey: 'sk-ant-member-key-0002' }, member);
    expect(refused.status).toBe(403);
    const removal = await setup.api.call('DELETE', '/v1/orgs/provider-keys/anthropic', {
      token: member,
    });
    expect(removal.status).toBe(403);
    const seen = await json<ProviderKey[]>(
      setup.api.call('GET', '/v1/orgs/provider-keys', { token: member }),
    );
    expect(seen.map((key) => key.maskedKey).sort()).toEqual(['sk-…0001', 'sk-…1234']);
  });

  it("keeps each org's keys to itself", async () => {
    const other = await signUp(setup.api);
    const keys = await json<ProviderKey[]>(
      setup.api.call('GET', '/v1/orgs/provider-keys', { token: other.token }),
    );
    expect(keys).toEqual([]);
    const removal = await setup.api.call('DELETE', '/v1/orgs/provider-keys/openai', {
      token: other.token,
    });
    expect(removal.status).toBe(404);
  });

  it('deletes a key, then 404s, and audits every set and delete without the key', async () => {
    const removal = await setup.api.call('DELETE', '/v1/orgs/provider-keys/anthropic', {
      token: setup.owner.token,
    });
    expect(removal.status).toBe(204);
    const again = await setup.api.call('DELETE', '/v1/orgs/provider-keys/anthropic', {
      token: setup.owner.token,
    });
    expect(again.status).toBe(404);
    const entries = await setup.database.db
      .selectFrom('audit_log')
      .select(['subject', 'action', 'details'])
      .where('org_id', '=', setup.owner.orgId)
      .where('subject', '=', 'provider_key')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(
      entries.map((entry) => `${entry.action} ${(entry.details as { provider: string }).provider}`),
    ).toEqual(['set openai', 'set openai', 'set anthropic', 'delete anthropic']);
    expect(JSON.stringify(entries)).not.toContain('SECRET');
    expect(JSON.stringify(entries)).not.toContain('admin-key');
  });
});
