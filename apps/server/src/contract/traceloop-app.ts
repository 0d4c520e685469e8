/**
 * A small app instrumented with the Traceloop SDK, run as its own process by
 * traceloop.contract.test.ts: the SDK is a process-wide singleton that can be
 * initialised once, so each Lookout under test gets a fresh process configured
 * the way users configure it, through TRACELOOP_BASE_URL and TRACELOOP_API_KEY.
 *
 * Reads FAKE_OPENAI_URL; prints one JSON line `{ result }` with what it did.
 */
import * as traceloop from '@traceloop/node-server-sdk';
import OpenAI from 'openai';
import { blockNonLoopbackConnections } from './loopback-guard.js';

/** What the app reports back to the test. */
export interface TraceloopAppResult {
  /** Connections the app tried to open outside this machine. */
  blocked: string[];
  /** The answer of the plain call. */
  answer: string;
  /** The text of the streamed answer. */
  streamed: string;
  /** The answer of the call inside the workflow. */
  workflowAnswer: string;
}

const guard = blockNonLoopbackConnections();
const fakeUrl = process.env.FAKE_OPENAI_URL;
if (!fakeUrl) throw new Error('FAKE_OPENAI_URL is not set');

type InstrumentModules = NonNullable<
  NonNullable<Parameters<typeof traceloop.initialize>[0]>['instrumentModules']
>;
// The SDK's types name the CommonJS declarations of openai; this app imports the ESM ones.
const openAiModule = OpenAI as unknown as InstrumentModules['openAI'];

traceloop.initialize({
  appName: 'contract-traceloop-app',
  disableBatch: true,
  silenceInitializationMessage: true,
  traceloopSyncEnabled: false,
  instrumentModules: { openAI: openAiModule },
});

const openai = new OpenAI({ apiKey: 'sk-contract', baseURL: fakeUrl, maxRetries: 0 });

const completion = await openai.chat.completions.create({
  model: 'gpt-4o-mini',
  temperature: 0.1,
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'Name a colour of the sky.' },
  ],
});

const stream = await openai.chat.completions.create({
  model: 'gpt-4o-mini',
  stream: true,
  messages: [{ role: 'user', content: 'Stream a greeting.' }],
});
let streamed = '';
for await (const chunk of stream) streamed += chunk.choices[0]?.delta.content ?? '';

const workflowAnswer = await traceloop.withAssociationProperties(
  { user_id: 'user-traceloop', session_id: 'traceloop-session-1' },
  () =>
    traceloop.withWorkflow({ name: 'plan-trip' }, async () => {
      const reply = await openai.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'Plan a day in Lyon.' }],
      });
      return reply.choices[0]?.message.content ?? '';
    }),
);

await traceloop.forceFlush();
const result: TraceloopAppResult = {
  blocked: guard.blocked,
  answer: completion.choices[0]?.message.content ?? '',
  streamed,
  workflowAnswer,
};
process.stdout.write(`${JSON.stringify({ result })}\n`);
process.exit(0);
