import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Run } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
import { gpt4oMiniCost } from './expected-usage.js';
import {
  answeredModel,
  type FakeOpenAiServer,
  fakePromptTokens,
  fakeReply,
  fakeTokenCount,
  startFakeOpenAiServer,
} from './fake-openai-server.js';
import {
  contractTargets,
  eventually,
  type LookoutUnderTest,
  startLookout,
} from './lookout-under-test.js';
import type { TraceloopAppResult } from './traceloop-app.js';

const appFile = path.join(import.meta.dirname, 'traceloop-app.ts');
const plainMessages = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'Name a colour of the sky.' },
];

/** Runs traceloop-app.ts in its own Node process, configured through the SDK's environment variables. */
async function runTraceloopApp(env: Record<string, string>): Promise<TraceloopAppResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', appFile], {
    env: { ...process.env, ...env, TRACELOOP_TELEMETRY: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  const line = stdout.split('\n').find((candidate) => candidate.startsWith('{"result"'));
  if (code !== 0 || !line)
    throw new Error(`The Traceloop app exited with ${code}:\n${stdout}\n${stderr}`);
  return (JSON.parse(line) as { result: TraceloopAppResult }).result;
}

describe.each(contractTargets())(
  'Traceloop node-server-sdk against Lookout on $kind',
  ({ kind }) => {
    let lookout: LookoutUnderTest;
    let fake: FakeOpenAiServer;
    let app: TraceloopAppResult;

    beforeAll(async () => {
      lookout = await startLookout(kind);
      fake = await startFakeOpenAiServer();
      app = await runTraceloopApp({
        TRACELOOP_BASE_URL: lookout.url,
        TRACELOOP_API_KEY: lookout.publicKey,
        FAKE_OPENAI_URL: fake.baseUrl,
      });
    });
    afterAll(async () => {
      await fake?.stop();
      await lookout?.stop();
    });

    const llmRuns = () =>
      eventually(
        () => lookout.runs('llm'),
        (runs) => runs.filter((run) => run.status === 'success').length === 3,
        { what: 'the three LLM runs' },
      );
    const runAsking = async (text: string): Promise<Run> => {
      const run = (await llmRuns()).find((candidate) =>
        JSON.stringify(candidate.input).includes(text),
      );
      if (!run) throw new Error(`No LLM run asking "${text}"`);
      return run;
    };

    it('stores the instrumented OpenAI call with its messages, params, tokens, model and cost', async () => {
      expect(app.answer).toBe(fakeReply(plainMessages));
      const run = await runAsking('Name a colour');
      expect(run).toMatchObject({
        type: 'llm',
        parentRunId: null,
        input: plainMessages,
        output: { role: 'assistant', content: app.answer },
        params: { temperature: 0.1 },
        promptTokens: fakePromptTokens(plainMessages),
        completionTokens: fakeTokenCount(app.answer),
        totalTokens: fakePromptTokens(plainMessages) + fakeTokenCount(app.answer),
      });
      expect(run.cost).toBeCloseTo(
        gpt4oMiniCost(fakePromptTokens(plainMessages), fakeTokenCount(app.answer)),
        12,
      );
      expect(run.metadata).toMatchObject({
        'service.name': 'contract-traceloop-app',
        'gen_ai.provider.name': 'openai',
      });
      const byModel = await lookout.runs('llm', `models=${answeredModel('gpt-4o-mini')}`);
      expect(byModel).toHaveLength(3);
    });

    it('gives a streamed call without usage its tokens and cost', async () => {
      const run = await runAsking('Stream a greeting');
      const messages = [{ role: 'user', content: 'Stream a greeting.' }];
      expect(run.input).toEqual(messages);
      expect(run.output).toEqual({ role: 'assistant', content: app.streamed });
      // OpenLLMetry counts a stream's tokens itself (content only); Lookout prices them.
      const promptTokens = run.promptTokens ?? 0;
      const completionTokens = run.completionTokens ?? 0;
      expect(promptTokens).toBeGreaterThan(0);
      expect(completionTokens).toBeGreaterThan(0);
      expect(run.totalTokens).toBe(promptTokens + completionTokens);
      expect(run.cost).toBeCloseTo(gpt4oMiniCost(promptTokens, completionTokens), 12);
    });

    it('nests the call of a workflow under it, with the user and session of its association properties', async () => {
      const call = await runAsking('Plan a day in Lyon');
      const tree = await eventually(
        () => lookout.tree(call.id),
        (root) => root.type === 'chain' && root.status === 'success',
        { what: 'the workflow span' },
      );
      expect(tree).toMatchObject({
        name: 'plan-trip',
        parentRunId: null,
        output: app.workflowAnswer,
        userId: 'user-traceloop',
        threadId: toRunUuid('traceloop-session-1'),
      });
      expect(tree.children.map((child) => child.id)).toEqual([call.id]);
      expect(call).toMatchObject({
        parentRunId: tree.id,
        userId: 'user-traceloop',
        threadId: toRunUuid('traceloop-session-1'),
      });
      const users = await lookout.users();
      expect(users.map((user) => user.externalId)).toContain('user-traceloop');
      // The session's conversation holds the workflow as a turn, its call under it.
      const conversation = await lookout.tree(toRunUuid('traceloop-session-1'));
      expect(conversation).toMatchObject({ type: 'thread', name: 'traceloop-session-1' });
      expect(conversation.children.map((turn) => turn.id)).toEqual([tree.id]);
      expect(conversation.children[0]?.children.map((run) => run.id)).toEqual([call.id]);
      const threads = await lookout.runs('thread');
      const listed = threads.find((run) => run.id === toRunUuid('traceloop-session-1'));
      expect(listed?.messageCount).toBe(1);
    });

    it('never connected anywhere but this machine', () => {
      expect(app.blocked).toEqual([]);
      expect(fake.requests).toHaveLength(3);
    });
  },
);
