import type { Run } from '@lookout/domain';
import lunary from 'lunary';
import { monitorOpenAI } from 'lunary/openai';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server.js';
import {
  contractTargets,
  eventually,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import { blockNonLoopbackConnections, type LoopbackGuard } from './loopback-guard.js';

const question =
  'My email is ada.lovelace@example.com and this delivery service is terrible, I hate waiting.';

let guard: LoopbackGuard;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
});
afterAll(() => guard.restore());

describe.each(contractTargets())(
  'Lunary JS SDK call enriched by Lookout on $kind',
  { timeout: 90_000 },
  ({ kind }) => {
    let lookout: LookoutUnderTest;
    let fake: FakeOpenAiServer;

    beforeAll(async () => {
      lookout = await startLookout(kind);
      fake = await startFakeOpenAiServer();
      lunary.init({ publicKey: lookout.publicKey, apiUrl: lookout.url });
      const openai = monitorOpenAI(
        new OpenAI({ apiKey: 'sk-contract-test', baseURL: fake.baseUrl, maxRetries: 0 }),
      );
      await openai.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [
          { role: 'system', content: 'You are a helpful assistant.' },
          { role: 'user', content: question },
        ],
      });
      await lunary.flush();
    }, 60_000);
    afterAll(async () => {
      await lunary.flush();
      await fake?.stop();
      await lookout?.stop();
    });

    it('computes the default enrichers on the call in the background, and the filters find it', async () => {
      const [call] = await eventually(
        () => lookout.runs('llm'),
        (runs) => runs.length === 1,
        { what: 'the ingested call' },
      );
      const enriched = await eventually(
        () => lookout.run((call as Run).id),
        (run) => run.enrichments?.pii !== undefined,
        { what: 'the call’s enrichments', attempts: 150 },
      );
      expect(enriched.enrichments?.language?.input?.code).toBe('en');
      expect(enriched.enrichments?.pii?.input?.entities).toContainEqual(
        expect.objectContaining({ kind: 'email', text: 'ada.lovelace@example.com' }),
      );
      // Self-hosted: sentiment runs too.
      expect(enriched.enrichments?.sentiment?.input?.label).toBe('negative');
      expect(enriched.enrichments?.toxicity?.input).toMatchObject({ toxic: false });
      expect(enriched.enrichments?.topics).toBeUndefined();

      const ids = async (filters: string) => (await lookout.runs('llm', filters)).map((r) => r.id);
      expect(await ids('pii=contains')).toEqual([enriched.id]);
      expect(await ids('languages=input.en')).toEqual([enriched.id]);
      expect(await ids('sentiment=negative')).toEqual([enriched.id]);
      expect(await ids('languages=input.fr')).toEqual([]);
      expect(await ids('toxicity=input.toxic')).toEqual([]);
    });
  },
);
