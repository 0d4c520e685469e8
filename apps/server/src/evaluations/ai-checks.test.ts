import type { Filter } from '@lookout/filters';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { testSubject } from '../testing/test-evaluation-subject.js';
import { EvaluationError } from './evaluation-error.js';
import type { CheckContext, EvaluationSubject, JudgeModel } from './evaluation-subject.js';
import { runCheck } from './run-check.js';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function judge(
  overrides: Partial<JudgeModel> = {},
  apiKey: string = fakeProviderKeys.ok,
): JudgeModel {
  return {
    connection: { provider: 'openai', apiKey, baseUrl: fake.baseUrl, fetch },
    model: 'gpt-4o-mini',
    timeoutMs: 5000,
    ...overrides,
  };
}

const answer = (verdict: object) => ({ kind: 'text' as const, text: JSON.stringify(verdict) });

async function grade(
  id: string,
  params: unknown[],
  subject: EvaluationSubject = testSubject(),
  context: CheckContext = { judge: judge() },
) {
  return runCheck({ id, params } as Filter, subject, context);
}

async function failure(promise: Promise<unknown>): Promise<EvaluationError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EvaluationError);
  return error as EvaluationError;
}

/** The text of every message of the last request the fake answered. */
function lastPrompt(): string {
  const messages = fake.requests.at(-1)?.body.messages as { content: unknown }[];
  return messages.map((message) => JSON.stringify(message.content)).join('\n');
}

describe('assertion', () => {
  it('passes when the judge says so, with its reason, asking at temperature 0 for JSON', async () => {
    fake.script(answer({ passed: true, reason: 'The answer is polite.' }));
    const verdict = await grade('assertion', ['The answer is polite']);
    expect(verdict).toEqual({ passed: true, score: 1, reason: 'The answer is polite.' });
    const sent = fake.requests.at(-1)?.body;
    expect(sent).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(lastPrompt()).toContain('The answer is polite');
    expect(lastPrompt()).toContain('The capital of France is Paris.');
  });

  it('fails when the judge says so', async () => {
    fake.script(answer({ passed: false, reason: 'It is rude.' }));
    expect(await grade('assertion', ['The answer is polite'])).toEqual({
      passed: false,
      score: 0,
      reason: 'It is rude.',
    });
  });
});

describe('tone', () => {
  it('asks for the persona, over the Anthropic wire format too', async () => {
    fake.script(answer({ passed: true, reason: 'Arr, a pirate indeed.' }));
    const anthropic = judge({
      connection: {
        provider: 'anthropic',
        apiKey: fakeProviderKeys.ok,
        baseUrl: fake.baseUrl,
        fetch,
      },
      model: 'claude-haiku-4-5',
    });
    const verdict = await grade('tone', ['pirate'], testSubject(), { judge: anthropic });
    expect(verdict).toMatchObject({ passed: true, reason: 'Arr, a pirate indeed.' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/messages');
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain('pirate');
  });
});

describe('factualness', () => {
  const withExpected = testSubject({ expectedOutput: 'Paris' });

  it('passes when the grade is one of the accepted letters (b and c by default)', async () => {
    fake.script(answer({ choice: 'B', reason: 'It says more, consistently.' }));
    expect(await grade('factualness', [], withExpected)).toEqual({
      passed: true,
      score: null,
      reason: '(b) It says more, consistently.',
    });
    expect(lastPrompt()).toContain('superset of the expert answer');
  });

  it('fails a grade outside the accepted letters', async () => {
    fake.script(answer({ choice: 'd', reason: 'They disagree.' }));
    expect((await grade('factualness', [['b', 'c']], withExpected)).passed).toBe(false);
  });

  it('needs an expected output, and asks no judge without one', async () => {
    const error = await failure(grade('factualness', []));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/Factualness compares the answer with an expected output/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('guidelines', () => {
  const guided = testSubject({
    input: [
      { role: 'system', content: 'Answer in one sentence. Never use emoji.' },
      { role: 'user', content: 'Capital of France?' },
    ],
  });

  it('passes when the score reaches the minimum percentage', async () => {
    fake.script(answer({ score: 0.8, reason: 'One sentence, no emoji.' }));
    expect(await grade('guidelines', [80], guided)).toEqual({
      passed: true,
      score: 0.8,
      reason: 'One sentence, no emoji.',
    });
    expect(lastPrompt()).toContain('Never use emoji.');
    fake.script(answer({ score: 0.8, reason: 'One sentence, no emoji.' }));
    expect((await grade('guidelines', [85], guided)).passed).toBe(false);
  });

  it('cannot grade an input without a system message', async () => {
    const error = await failure(grade('guidelines', []));
    expect(error).toMatchObject({ retryable: false });
    expect(error.message).toMatch(/system message/);
  });
});

describe('similarity (ai)', () => {
  it('compares with the expected output by the judge score', async () => {
    fake.script(answer({ score: 0.4, reason: 'Different city.' }));
    const subject = testSubject({ expectedOutput: 'Lyon' });
    expect(await grade('similarity', [50, 'ai'], subject)).toEqual({
      passed: false,
      score: 0.4,
      reason: 'Different city.',
    });
    expect(lastPrompt()).toContain('Lyon');
  });
});

describe('a judge answer that is not the JSON asked for', () => {
  it('is asked again once, and a good second answer grades', async () => {
    fake.script(
      { kind: 'text', text: 'Sure! The answer passes.' },
      answer({ passed: true, reason: 'Fine.' }),
    );
    expect(await grade('assertion', ['Be correct'])).toMatchObject({
      passed: true,
      reason: 'Fine.',
    });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages as { role: string; content: unknown }[];
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: 'Sure! The answer passes.' });
    expect(JSON.stringify(retry.at(-1)?.content)).toContain('That was not the JSON asked for');
  });

  it('fails for good after the second, quoting the start of the answer', async () => {
    fake.script(
      { kind: 'text', text: 'I think it is fine' },
      { kind: 'text', text: '{"passed": "maybe", "reason": "unsure"}' },
    );
    const error = await failure(grade('assertion', ['Be correct']));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      'The judge model gpt-4o-mini did not answer the JSON asked for, twice; its answer began "{\\"passed\\": \\"maybe\\", \\"reason\\": \\"unsure\\"}".',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('accepts JSON in a Markdown code fence', async () => {
    fake.script({ kind: 'text', text: '```json\n{"passed": true, "reason": "ok"}\n```' });
    expect((await grade('assertion', ['Be correct'])).passed).toBe(true);
  });
});

describe('provider failures', () => {
  it.each([
    [{ kind: 'status' as const, status: 500 }, true, /HTTP 500/],
    [{ kind: 'status' as const, status: 429 }, true, /HTTP 429/],
    [{ kind: 'status' as const, status: 401 }, false, /refused the API key/],
  ])('%j gives a retryable (%s) error', async (scripted, retryable, message) => {
    fake.script(scripted);
    const error = await failure(grade('tone', ['helpful']));
    expect(error.retryable).toBe(retryable);
    expect(error.message).toMatch(message);
  });

  it('a judge that does not answer in time gives a retryable error', async () => {
    fake.script({ kind: 'hang' });
    const error = await failure(
      grade('tone', ['helpful'], testSubject(), { judge: judge({ timeoutMs: 1000 }) }),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/did not answer within 1 s/);
  });
});

describe('a stopped evaluation', () => {
  it('gives a retryable error when stopped', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      grade('tone', ['helpful'], testSubject(), { judge: judge(), signal: controller.signal }),
    );
    expect(error).toMatchObject({ retryable: true, message: 'The evaluation was stopped.' });
  });
});

describe('without a judge', () => {
  it('AI checks fail with what to do, not retryable', async () => {
    for (const [id, params] of [
      ['assertion', ['Polite']],
      ['tone', ['helpful']],
      ['similarity', [50, 'ai']],
    ] as const) {
      const error = await failure(
        grade(id, [...params], testSubject({ expectedOutput: 'Paris' }), { judge: null }),
      );
      expect(error).toMatchObject({
        retryable: false,
        message: 'Add an OpenAI or Anthropic key in Settings → Provider keys to run AI evaluations',
      });
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe("the fake provider's judge key", () => {
  it('answers a verdict every judge prompt accepts', async () => {
    const context = { judge: judge({}, fakeProviderKeys.judge) };
    const subject = testSubject({ expectedOutput: 'Paris' });
    expect((await grade('assertion', ['Polite'], subject, context)).passed).toBe(true);
    expect((await grade('factualness', [], subject, context)).passed).toBe(true);
    expect((await grade('similarity', [100, 'ai'], subject, context)).passed).toBe(true);
  });
});
