import type { EnricherSettings } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import { putProviderKey } from '../providers/provider-key.repository.js';
import { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { computeEnrichments } from './compute-enrichments.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { defaultEnrichmentEngines } from './enrichment-engines.js';
import { modelAccessFor } from './model-access.js';

const cipher = new ProviderKeyCipher('model-access-test-secret-of-32-characters!');
const toxicity: EnricherSettings = {
  kind: 'toxicity',
  config: { method: 'model', model: 'gpt-4o-mini' },
};

describe.each(testDatabaseTargets())('model-backed enrichers on $kind', (target) => {
  let database: DatabaseHandle;
  let fake: FakeProviderServer;
  beforeAll(async () => {
    database = await target.open();
    fake = await startFakeProviderServer();
  }, 60_000);
  afterAll(async () => {
    await fake?.stop();
    await database?.close();
  });

  /** The enrichments of one run with the org's OpenAI key on the fake provider, under `policy`. */
  async function enrich(policy: OutboundPrivateNetwork, retryModelFailures: boolean) {
    const { orgId } = await storedProject(database.db);
    await putProviderKey(database.db, cipher, orgId, 'openai', {
      apiKey: fakeProviderKeys.ok,
      baseUrl: fake.baseUrl,
    });
    const deps: EnrichmentDependencies = {
      db: database.db,
      cipher,
      outboundPrivateNetwork: policy,
      edition: 'cloud',
      engines: defaultEnrichmentEngines,
      providerTimeoutMs: 5_000,
    };
    const model = await modelAccessFor(deps, orgId, [toxicity], AbortSignal.timeout(10_000));
    return computeEnrichments({ input: 'You are kind.', output: null }, [toxicity], {
      engines: defaultEnrichmentEngines,
      model,
      retryModelFailures,
    });
  }

  it("records the refusal as the enricher's error, without a retry, when the outbound policy refuses the base URL", async () => {
    const sent = fake.requests.length;
    const computed = await enrich('refuse', true);
    expect(computed.errors).toEqual({
      toxicity:
        'The OpenAI base URL is refused: 127.0.0.1 is a private network address; the cloud edition only calls public addresses.',
    });
    expect(computed.results).toEqual({});
    expect(fake.requests.length).toBe(sent);
  });

  it('asks the model at a private base URL when the policy allows it (self-hosted)', async () => {
    const sent = fake.requests.length;
    const computed = await enrich('allow', false);
    expect(fake.requests.length).toBe(sent + 1);
    // The fake provider echoes the question: it was asked, and its answer judged.
    expect(computed.errors.toxicity).toMatch(/^The model's toxicity answer is not usable/);
  });
});
