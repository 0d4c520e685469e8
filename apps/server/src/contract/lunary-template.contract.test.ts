import type { TemplateVersion, TemplateWithVersions } from '@lookout/domain';
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

let guard: LoopbackGuard;
beforeAll(() => {
  guard = blockNonLoopbackConnections();
});
afterAll(() => guard.restore());

/** `POST` as the owner of `lookout`; throws on a non-2xx answer. */
async function post<T>(lookout: LookoutUnderTest, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${lookout.url}${path}?projectId=${lookout.projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lookout.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A template kept in Lookout, rendered by the real Lunary SDK
 * (`renderTemplate`, which fetches the deployed version with the public key),
 * sent to a model through the SDK's OpenAI wrapper, and the reported call
 * linked to that version: what the run view and the templates filter show.
 */
describe.each(contractTargets())('Lunary JS SDK templates against Lookout on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  let fake: FakeOpenAiServer;
  let template: TemplateWithVersions;
  let deployed: TemplateVersion;
  // The SDK caches templates by slug for a minute, across the servers of this file.
  const slug = `support-answer-${kind}`;

  beforeAll(async () => {
    lookout = await startLookout(kind);
    fake = await startFakeOpenAiServer();
    template = await post<TemplateWithVersions>(lookout, '/v1/templates', {
      slug,
      content: [
        { role: 'system', content: 'You answer for {{company}}.' },
        { role: 'user', content: 'Hi, I am {{name}}. Where is my order?' },
      ],
      extra: { model: 'gpt-4o-mini', temperature: 0.2, max_tokens: 64 },
    });
    const [first] = template.versions;
    if (!first) throw new Error('The template has no version');
    deployed = first;
    // A draft on top is never what the SDK gets.
    await post(lookout, `/v1/templates/${template.id}/versions`, {
      content: [{ role: 'user', content: 'Unfinished {{name}}' }],
      extra: { model: 'gpt-4o' },
      isDraft: true,
    });
    lunary.init({ publicKey: lookout.publicKey, apiUrl: lookout.url });
  });
  afterAll(async () => {
    await lunary.flush();
    await fake?.stop();
    await lookout?.stop();
  });

  it('renders the deployed version, and the call it makes is linked to that version', async () => {
    const rendered = await lunary.renderTemplate(slug, {
      company: 'Acme',
      name: 'Ada',
    });
    expect(rendered).toEqual({
      model: 'gpt-4o-mini',
      temperature: 0.2,
      max_tokens: 64,
      messages: [
        { role: 'system', content: 'You answer for Acme.' },
        { role: 'user', content: 'Hi, I am Ada. Where is my order?' },
      ],
      templateId: deployed.id,
    });
    const openai = monitorOpenAI(
      new OpenAI({ apiKey: 'sk-contract-test', baseURL: fake.baseUrl, maxRetries: 0 }),
    );
    await openai.chat.completions.create(rendered as never);
    await lunary.flush();
    // The model never sees the template id: the wrapper takes it off the request.
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('templateId');

    const [run] = await eventually(
      () => lookout.runs('llm', `templates=${template.id}`),
      (runs) => runs.length > 0,
      { what: 'the call linked to the template' },
    );
    expect(run).toMatchObject({ templateVersionId: deployed.id });
    expect(await lookout.runs('llm', `templates=${deployed.id}`)).toHaveLength(1);
    expect(run?.input).toEqual(rendered.messages);
  });

  it('fails clearly for a slug that has no deployed version', async () => {
    await expect(lunary.getRawTemplate('no-such-template')).rejects.toThrow(
      /Lunary: Error fetching template: Not Found - .*No template \\"no-such-template\\" with a deployed version/,
    );
  });

  it('attempted no connection outside this machine', () => {
    expect(guard.blocked).toEqual([]);
  });
});
