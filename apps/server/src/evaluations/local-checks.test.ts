import type { Filter } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import { testSubject } from '../testing/test-evaluation-subject.js';
import { EvaluationError } from './evaluation-error.js';
import type { EvaluationSubject } from './evaluation-subject.js';
import { runCheck } from './run-check.js';

/** No judge: a local check must never need one. */
const context = { judge: null };

async function grade(id: string, params: unknown[], subject: EvaluationSubject = testSubject()) {
  return runCheck({ id, params } as Filter, subject, context);
}

describe('regex', () => {
  it.each([
    [['output', 'contains', 'Paris\\.$'], true],
    [['output', 'contains', 'paris'], false], // case-sensitive, as the log filter
    [['output', 'not_contains', '\\d'], true],
    [['input', 'contains', '^What'], true],
  ])('%j passes: %s', async (params, passed) => {
    expect((await grade('regex', params)).passed).toBe(passed);
  });

  it('treats a missing field as containing no match', async () => {
    const subject = testSubject({ output: null });
    expect((await grade('regex', ['output', 'contains', '.'], subject)).passed).toBe(false);
    expect((await grade('regex', ['output', 'not_contains', '.'], subject)).passed).toBe(true);
  });

  it('refuses a pattern the linear-time engine cannot run, without grading', async () => {
    await expect(grade('regex', ['output', 'contains', '(a)\\1'])).rejects.toThrow(
      /Regex pattern cannot be used/,
    );
  });
});

describe('json', () => {
  it.each([
    ['{"name": "Ada"}', 'valid', true],
    ['  [1, 2, 3]\n', 'valid', true],
    ['{"name": "Ada",}', 'valid', false], // braces alone are not enough: it must parse
    ['42', 'valid', false], // bare scalars do not count
    ['Here it is: {"name": "Ada"} — enjoy', 'valid', false],
    ['Here it is: {"name": "Ada"} — enjoy', 'contains', true],
    ['Here it is: {"a": "}"} done', 'contains', true],
    ['No JSON {here}', 'contains', false],
    ['No JSON {here}', 'invalid', true],
    ['{"name": "Ada"}', 'invalid', false],
  ])('%j is %s: %s', async (output, check, passed) => {
    expect((await grade('json', ['output', check], testSubject({ output }))).passed).toBe(passed);
  });

  it('stays quick on a text made of brackets', async () => {
    const output = `${'{['.repeat(50_000)}x`;
    expect((await grade('json', ['output', 'contains'], testSubject({ output }))).passed).toBe(
      false,
    );
  });

  it('passes none of the three without the field', async () => {
    for (const check of ['valid', 'invalid', 'contains']) {
      expect((await grade('json', ['output', check], testSubject({ output: null }))).passed).toBe(
        false,
      );
    }
  });
});

describe('length', () => {
  it('counts characters (code points) and scores the length', async () => {
    // "The capital of France is Paris." is 31 characters.
    expect(await grade('length', ['output', 'eq', 31])).toMatchObject({ passed: true, score: 31 });
    expect(await grade('length', ['output', 'gt', 31])).toMatchObject({ passed: false, score: 31 });
    const emoji = testSubject({ output: '👍🏽 ok' }); // 2 code points + space + 2 letters
    expect(await grade('length', ['output', 'eq', 5], emoji)).toMatchObject({
      passed: true,
      score: 5,
    });
  });

  it('takes its defaults: output longer than 100 characters', async () => {
    expect(await grade('length', [])).toMatchObject({ passed: false, score: 31 });
  });
});

describe('string', () => {
  it.each([
    [['output', 'contains', 'insensitive', 'PARIS'], true],
    [['output', 'contains', 'sensitive', 'PARIS'], false],
    [['output', 'starts', 'sensitive', 'The capital'], true],
    [['output', 'ends', 'insensitive', 'paris.'], true],
    [['input', 'notcontains', 'insensitive', 'Paris'], true],
    [['any', 'contains', 'insensitive', 'capital'], true],
    // notcontains with any needs both sides not to contain it.
    [['any', 'notcontains', 'insensitive', 'Paris'], false],
  ])('%j passes: %s', async (params, passed) => {
    expect((await grade('string', params)).passed).toBe(passed);
  });

  it('reads the first and last messages of a chat for starts and ends', async () => {
    const subject = testSubject({
      input: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Hi there' },
      ],
    });
    expect(
      (await grade('string', ['input', 'starts', 'sensitive', 'You are'], subject)).passed,
    ).toBe(true);
    expect((await grade('string', ['input', 'ends', 'sensitive', 'there'], subject)).passed).toBe(
      true,
    );
    expect((await grade('string', ['input', 'starts', 'sensitive', 'Hi'], subject)).passed).toBe(
      false,
    );
  });
});

describe('tokens, cost and duration', () => {
  const measured = testSubject({
    promptTokens: 120,
    completionTokens: 30,
    totalTokens: null,
    cost: 0.0042,
    durationMs: 1100,
  });

  it('compares token counts, a missing total being prompt plus completion', async () => {
    expect(await grade('tokens', ['total', 'eq', 150], measured)).toMatchObject({
      passed: true,
      score: 150,
    });
    expect(await grade('tokens', ['completion', 'gt', 30], measured)).toMatchObject({
      passed: false,
      score: 30,
    });
    expect(await grade('tokens', ['prompt', 'lte', 120], measured)).toMatchObject({
      passed: true,
      score: 120,
    });
  });

  it('compares the cost in dollars', async () => {
    expect(await grade('cost', ['lt', 0.01], measured)).toMatchObject({
      passed: true,
      score: 0.0042,
    });
    expect(await grade('cost', ['gte', 0.01], measured)).toMatchObject({ passed: false });
  });

  it('compares the duration in seconds, without binary noise', async () => {
    expect(await grade('duration', ['lte', 1.1], measured)).toMatchObject({
      passed: true,
      score: 1.1,
    });
    expect(await grade('duration', ['gt', 1.1], measured)).toMatchObject({ passed: false });
  });

  it('fails, without a score, when nothing was measured', async () => {
    for (const [id, params] of [
      ['tokens', ['total', 'gte', 0]],
      ['cost', ['gte', 0]],
      ['duration', ['gte', 0]],
    ] as const) {
      expect(await grade(id, [...params])).toMatchObject({ passed: false, score: null });
    }
  });
});

describe('pii', () => {
  it.each([
    ['Write to ada@example.com', 'contains', true],
    ['Call +44 20 7946 0958 today', 'contains', true],
    ['Card 4111 1111 1111 1111', 'contains', true],
    ['Order ORD-1234 ships on 3 May', 'contains', false],
    ['Server 192.168.0.12', 'contains', true],
    ['Nothing personal here', 'not_contains', true],
    ['ada@example.com', 'not_contains', false],
  ])('%j %s: %s', async (output, choice, passed) => {
    expect((await grade('pii', [choice], testSubject({ output }))).passed).toBe(passed);
  });

  it('reads the input too, and names what it found', async () => {
    const subject = testSubject({ input: 'My email is ada@example.com', output: 'Noted.' });
    const verdict = await grade('pii', ['contains'], subject);
    expect(verdict).toMatchObject({ passed: true, reason: 'Found an email address.' });
  });
});

describe('languages', () => {
  const french = testSubject({
    output: 'La capitale de la France est Paris, une ville magnifique au bord de la Seine.',
  });

  it('passes when the text is in one of the languages', async () => {
    expect(await grade('languages', ['output', ['fr', 'de']], french)).toMatchObject({
      passed: true,
      reason: 'The output is in French, one of French, German.',
    });
    expect((await grade('languages', ['output', ['en']], french)).passed).toBe(false);
  });

  it('fails a text too short to tell', async () => {
    const verdict = await grade('languages', ['output', ['en']], testSubject({ output: 'ok' }));
    expect(verdict.passed).toBe(false);
    expect(verdict.reason).toMatch(/could not be told/);
  });
});

describe('sentiment', () => {
  it('grades the output and scores it from -1 to 1', async () => {
    const happy = testSubject({ output: 'I love this, thank you' });
    expect(await grade('sentiment', ['positive'], happy)).toMatchObject({
      passed: true,
      score: 0.791,
    });
    expect((await grade('sentiment', ['negative'], happy)).passed).toBe(false);
    expect((await grade('sentiment', ['neutral'])).passed).toBe(true);
  });
});

describe('similarity (cosine, jaccard) and rouge', () => {
  const subject = testSubject({ output: 'the cat sat', expectedOutput: 'the cat ran' });

  it('scores 0–1 and passes when score × 100 reaches the minimum', async () => {
    expect(await grade('similarity', [65, 'cosine'], subject)).toMatchObject({
      passed: true,
      score: 0.6667,
    });
    expect(await grade('similarity', [70, 'cosine'], subject)).toMatchObject({
      passed: false,
      score: 0.6667,
    });
    expect(await grade('similarity', [50, 'jaccard'], subject)).toMatchObject({
      passed: true,
      score: 0.5,
    });
    expect(await grade('similarity', [55, 'jaccard'], subject)).toMatchObject({ passed: false });
  });

  it('scores ROUGE-1, ROUGE-L and ROUGE-S F1 (Lin 2004: police killed the gunman)', async () => {
    const police = testSubject({
      output: 'police kill the gunman',
      expectedOutput: 'police killed the gunman',
    });
    expect(await grade('rouge', [75, 'n'], police)).toMatchObject({ passed: true, score: 0.75 });
    expect(await grade('rouge', [75, 'l'], police)).toMatchObject({ passed: true, score: 0.75 });
    expect(await grade('rouge', [55, 'rouge-s'], police)).toMatchObject({
      passed: false,
      score: 0.5,
    });
    expect((await grade('rouge', [], police)).reason).toContain('ROUGE-1 F1');
  });

  it('cannot grade without an expected output (not retryable)', async () => {
    const error = await grade('rouge', [50, 'l'], testSubject()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(EvaluationError);
    expect(error).toMatchObject({ retryable: false });
    expect((error as Error).message).toMatch(/ROUGE compares the answer with an expected output/);
    await expect(grade('similarity', [50, 'cosine'])).rejects.toThrow(/Similarity compares/);
  });
});

describe('runCheck', () => {
  it('refuses an unknown type or bad parameters with a clear, not retryable error', async () => {
    await expect(grade('toxicity', [])).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining("Unknown evaluation type 'toxicity'"),
    });
    await expect(grade('length', ['output', 'gt', -1])).rejects.toThrow(
      'Length characters must be at least 0',
    );
  });
});
