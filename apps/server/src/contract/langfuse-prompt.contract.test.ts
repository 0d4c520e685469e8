import { LangfuseClient } from '@langfuse/client';
import { LangfuseSpanProcessor } from '@langfuse/otel';
import { setLangfuseTracerProvider, startObservation } from '@langfuse/tracing';
import type { TemplateWithVersions } from '@lookout/domain';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { Langfuse } from 'langfuse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
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

const criticMessages = [
  { role: 'system', content: 'You are an {{criticlevel}} movie critic.' },
  { role: 'user', content: 'Review {{movie}} in one line.' },
];

/**
 * Prompts kept in Lookout through the real Langfuse SDKs: `createPrompt`
 * (deployed with the production label, else a draft), `getPrompt` by label and
 * version with v3 and `prompt.get` with v5, and generations that carry the
 * prompt (v3 ingestion API, v5 OTLP), stored linked to its version.
 */
describe.each(contractTargets())('Langfuse SDK prompts against Lookout on $kind', ({ kind }) => {
  let lookout: LookoutUnderTest;
  let langfuse: Langfuse;
  const sdkErrors: unknown[] = [];

  beforeAll(async () => {
    lookout = await startLookout(kind);
    langfuse = new Langfuse({
      publicKey: lookout.publicKey,
      secretKey: lookout.privateKey,
      baseUrl: lookout.url,
    });
    langfuse.on('error', (error: unknown) => sdkErrors.push(error));
  });
  afterAll(async () => {
    await langfuse?.shutdownAsync();
    await lookout?.stop();
  });

  it('creates versions: production deploys, no label saves a draft', async () => {
    const deployed = await langfuse.createPrompt({
      name: 'movie-critic',
      type: 'chat',
      prompt: criticMessages,
      config: { model: 'gpt-4o', temperature: 0.5 },
      labels: ['production'],
      commitMessage: 'first cut',
    });
    expect(deployed).toMatchObject({
      name: 'movie-critic',
      version: 1,
      labels: ['production', 'latest'],
      commitMessage: 'first cut',
    });
    const draft = await langfuse.createPrompt({
      name: 'movie-critic',
      type: 'chat',
      prompt: [{ role: 'user', content: 'Roast {{movie}}.' }],
      config: { model: 'gpt-4o' },
    });
    expect(draft).toMatchObject({ version: 2, labels: ['latest'] });
    const text = await langfuse.createPrompt({
      name: 'haiku',
      prompt: 'A haiku about {{topic}}',
      labels: ['production'],
    });
    expect(text.compile({ topic: 'rain' })).toBe('A haiku about rain');
  });

  it('gets the production version by default, the latest or one by number, and compiles it', async () => {
    const production = await langfuse.getPrompt('movie-critic', undefined, { type: 'chat' });
    expect(production.version).toBe(1);
    expect(production.isFallback).toBe(false);
    expect(production.config).toEqual({ model: 'gpt-4o', temperature: 0.5, max_tokens: 4096 });
    expect(production.compile({ criticlevel: 'expert', movie: 'Dune' })).toEqual([
      { role: 'system', content: 'You are an expert movie critic.' },
      { role: 'user', content: 'Review Dune in one line.' },
    ]);
    const latest = await langfuse.getPrompt('movie-critic', undefined, {
      type: 'chat',
      label: 'latest',
    });
    expect(latest.version).toBe(2);
    expect((await langfuse.getPrompt('movie-critic', 1, { type: 'chat' })).version).toBe(1);
    await expect(
      langfuse.getPrompt('no-such-prompt', undefined, { maxRetries: 0 }),
    ).rejects.toThrow("Prompt not found: 'no-such-prompt' with label 'production'");
  });

  it('serves the current SDK (v5) the same prompts', async () => {
    const client = new LangfuseClient({
      publicKey: lookout.publicKey,
      secretKey: lookout.privateKey,
      baseUrl: lookout.url,
    });
    const prompt = await client.prompt.get('movie-critic', { type: 'chat' });
    expect(prompt.version).toBe(1);
    expect(prompt.compile({ criticlevel: 'amateur', movie: 'Heat' })).toEqual([
      { role: 'system', content: 'You are an amateur movie critic.' },
      { role: 'user', content: 'Review Heat in one line.' },
    ]);
    const text = await client.prompt.get('haiku', { version: 1 });
    expect(text.prompt).toBe('A haiku about {{topic}}');
  });

  it('links a generation made with the prompt to its version', async () => {
    const prompt = await langfuse.getPrompt('movie-critic', undefined, { type: 'chat' });
    const trace = langfuse.trace({ name: 'review' });
    const generation = trace.generation({
      name: 'critic',
      model: 'gpt-4o',
      input: prompt.compile({ criticlevel: 'expert', movie: 'Dune' }),
      prompt,
    });
    generation.end({ output: 'A desert epic.' });
    await langfuse.flushAsync();

    const template = (
      await lookout.get<TemplateWithVersions[]>(`/v1/templates?projectId=${lookout.projectId}`)
    ).find((candidate) => candidate.slug === 'movie-critic');
    const versionOne = template?.versions.find((version) => version.version === 1);
    const [run] = await eventually(
      () => lookout.runs('llm', `templates=${template?.id}`),
      (runs) => runs.length > 0,
      { what: 'the generation linked to the prompt' },
    );
    expect(run).toMatchObject({
      id: toRunUuid(generation.id),
      templateVersionId: versionOne?.id,
    });
    expect(sdkErrors).toEqual([]);
  });

  it('links a v5 generation (OTLP) that names its prompt to that version', async () => {
    const provider = new BasicTracerProvider({
      spanProcessors: [
        new LangfuseSpanProcessor({
          publicKey: lookout.publicKey,
          secretKey: lookout.privateKey,
          baseUrl: lookout.url,
          exportMode: 'immediate',
        }),
      ],
    });
    setLangfuseTracerProvider(provider);
    try {
      const client = new LangfuseClient({
        publicKey: lookout.publicKey,
        secretKey: lookout.privateKey,
        baseUrl: lookout.url,
      });
      const prompt = await client.prompt.get('haiku', { version: 1 });
      const generation = startObservation(
        'haiku-call',
        {
          model: 'gpt-4o-mini',
          input: prompt.compile({ topic: 'snow' }),
          prompt: { name: prompt.name, version: prompt.version, isFallback: false },
        },
        { asType: 'generation' },
      );
      generation.update({ output: 'Quiet white silence' });
      generation.end();
      await provider.forceFlush();
    } finally {
      await provider.shutdown();
    }
    const template = (
      await lookout.get<TemplateWithVersions[]>(`/v1/templates?projectId=${lookout.projectId}`)
    ).find((candidate) => candidate.slug === 'haiku');
    const [run] = await eventually(
      () => lookout.runs('llm', `templates=${template?.id}`),
      (runs) => runs.length > 0,
      { what: 'the v5 generation linked to the prompt' },
    );
    expect(run).toMatchObject({ name: 'haiku-call', templateVersionId: template?.versions[0]?.id });
  });

  it('deploys the draft with updatePrompt, and getPrompt then serves it', async () => {
    const updated = await langfuse.updatePrompt({
      name: 'movie-critic',
      version: 2,
      newLabels: ['production'],
    });
    expect(updated).toMatchObject({ version: 2, labels: ['production', 'latest'] });
    const production = await langfuse.getPrompt('movie-critic', undefined, { type: 'chat' });
    expect(production.version).toBe(2);
    expect(production.compile({ movie: 'Alien' })).toEqual([
      { role: 'user', content: 'Roast Alien.' },
    ]);
  });

  it('attempted no connection outside this machine', () => {
    expect(guard.blocked).toEqual([]);
  });
});
