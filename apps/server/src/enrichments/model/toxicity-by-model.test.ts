import { describe, expect, it } from 'vitest';
import type { AskModel } from '../ask-model.js';
import { ModelAnswerError, maxModelToxicityLength, toxicityByModel } from './toxicity-by-model.js';

function answering(answer: string): AskModel & { questions: { system: string; user: string }[] } {
  const questions: { system: string; user: string }[] = [];
  const ask = async (question: { system: string; user: string }) => {
    questions.push(question);
    return answer;
  };
  return Object.assign(ask, { questions });
}

describe('toxicityByModel', () => {
  it('asks once with the text and returns the parsed answer, labels in catalogue order', async () => {
    const ask = answering('{"toxic": true, "labels": ["threat", "insult"], "score": 0.92}');
    expect(await toxicityByModel('you idiot, I will find you', ask)).toEqual({
      toxic: true,
      labels: ['insult', 'threat'],
      score: 0.92,
    });
    expect(ask.questions).toHaveLength(1);
    expect(ask.questions[0]?.user).toBe('you idiot, I will find you');
    expect(ask.questions[0]?.system).toContain('JSON');
  });

  it('accepts a clean verdict and a JSON code fence around the answer', async () => {
    const ask = answering('```json\n{"toxic": false, "labels": [], "score": 0.02}\n```');
    expect(await toxicityByModel('How do I kill a process?', ask)).toEqual({
      toxic: false,
      labels: [],
      score: 0.02,
    });
  });

  it('sends at most the first 8,000 characters', async () => {
    const ask = answering('{"toxic": false, "labels": [], "score": 0}');
    await toxicityByModel('a'.repeat(1_000_000), ask);
    expect(ask.questions[0]?.user).toHaveLength(maxModelToxicityLength);
  });

  it.each([
    ['Sure! The text is not toxic.', /not JSON/],
    ['{"toxic": true, "labels": ["rude"], "score": 0.5}', /labels\.0/],
    ['{"toxic": true, "labels": ["insult"], "score": 7}', /score/],
    ['{"toxic": true, "labels": ["insult"], "score": 0.5, "why": "x"}', /why|Unrecognized/],
    ['{"toxic": true, "labels": [], "score": 0.5}', /does not agree/],
    ['[]', /answer/],
  ])('throws a clear error for the answer %j', async (answer, reason) => {
    const result = toxicityByModel('text', answering(answer));
    await expect(result).rejects.toBeInstanceOf(ModelAnswerError);
    await expect(result).rejects.toThrow(reason);
  });

  it('passes the provider failure on, so the job retries', async () => {
    const ask: AskModel = async () => {
      throw new Error('provider timed out');
    };
    await expect(toxicityByModel('text', ask)).rejects.toThrow('provider timed out');
  });
});
