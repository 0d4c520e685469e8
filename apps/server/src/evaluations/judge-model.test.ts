import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import { putProviderKey } from '../providers/provider-key.repository.js';
import { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { resolveJudge } from './judge-model.js';

const cipher = new ProviderKeyCipher('judge-model-test-secret-of-32-characters!');
const options = { model: 'gpt-4o-mini', timeoutMs: 30_000 };
const key = { apiKey: 'sk-test-judge-0001', baseUrl: 'http://127.0.0.1:9/v1' };

describe.each(testDatabaseTargets())('resolveJudge on $kind', (target) => {
  let database: DatabaseHandle;
  const source = (outboundPrivateNetwork: OutboundPrivateNetwork = 'allow') => ({
    db: database.db,
    cipher,
    outboundPrivateNetwork,
  });
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('answers null for an org without an OpenAI or Anthropic key', async () => {
    const { orgId } = await storedProject(database.db);
    await putProviderKey(database.db, cipher, orgId, 'mistral', { ...key, baseUrl: null });
    expect(await resolveJudge(source(), orgId, options)).toBeNull();
  });

  it("uses the configured model with the org's key for its provider", async () => {
    const { orgId } = await storedProject(database.db);
    await putProviderKey(database.db, cipher, orgId, 'openai', key);
    await putProviderKey(database.db, cipher, orgId, 'anthropic', key);
    expect(await resolveJudge(source(), orgId, options)).toEqual({
      connection: { provider: 'openai', apiKey: key.apiKey, baseUrl: key.baseUrl, fetch },
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    });
    const prefixed = await resolveJudge(source(), orgId, {
      ...options,
      model: 'openai/gpt-4o',
    });
    expect(prefixed?.model).toBe('gpt-4o');
  });

  it("sends the judge's calls through the outbound policy: a private base URL is refused under refuse", async () => {
    const { orgId } = await storedProject(database.db);
    // Port 9 is one fetch never calls: a port of its own, so the refusal is the guard's.
    const baseUrl = 'http://127.0.0.1:8123/v1';
    await putProviderKey(database.db, cipher, orgId, 'openai', { ...key, baseUrl });
    const judge = await resolveJudge(source('refuse'), orgId, options);
    await expect(judge?.connection.fetch(`${baseUrl}/chat/completions`)).rejects.toThrow(
      '127.0.0.1 is a private network address',
    );
  });

  it('runs an OpenAI judge on an Azure OpenAI key', async () => {
    const { orgId } = await storedProject(database.db);
    await putProviderKey(database.db, cipher, orgId, 'azure_openai', key);
    const judge = await resolveJudge(source(), orgId, options);
    expect(judge?.connection.provider).toBe('azure_openai');
  });

  it('falls back to Claude Haiku with only an Anthropic key', async () => {
    const { orgId } = await storedProject(database.db);
    await putProviderKey(database.db, cipher, orgId, 'anthropic', { ...key, baseUrl: null });
    expect(await resolveJudge(source(), orgId, options)).toEqual({
      connection: {
        provider: 'anthropic',
        apiKey: key.apiKey,
        baseUrl: 'https://api.anthropic.com/v1',
        fetch,
      },
      model: 'claude-haiku-4-5',
      timeoutMs: 30_000,
    });
  });

  it('uses an Anthropic judge model when configured, and no OpenAI fallback', async () => {
    const { orgId } = await storedProject(database.db);
    await putProviderKey(database.db, cipher, orgId, 'openai', key);
    const claude = { ...options, model: 'claude-3-5-haiku' };
    expect(await resolveJudge(source(), orgId, claude)).toBeNull();
    await putProviderKey(database.db, cipher, orgId, 'anthropic', key);
    expect((await resolveJudge(source(), orgId, claude))?.model).toBe('claude-3-5-haiku');
  });
});
