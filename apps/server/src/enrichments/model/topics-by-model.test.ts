import type { Topic } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import type { AskModel } from '../ask-model.js';
import {
  maxTopicTextLength,
  topicsByModel,
  UnreadableModelAnswerError,
} from './topics-by-model.js';

const topics: Topic[] = [
  { name: 'Billing', description: 'Invoices, charges and refunds' },
  { name: 'Shipping', description: 'Deliveries and tracking' },
];

/** A fake model that records the question and answers with a fixed text. */
function fakeModel(answer: string) {
  const questions: { system: string; user: string }[] = [];
  const ask: AskModel = async (question) => {
    questions.push(question);
    return answer;
  };
  return { ask, questions };
}

describe('topicsByModel', () => {
  it('asks with the topics and their descriptions, and reads the JSON answer', async () => {
    const model = fakeModel('{"topics": ["Billing"]}');
    expect(await topicsByModel('I was charged twice', topics, model.ask)).toEqual(['Billing']);
    expect(model.questions).toHaveLength(1);
    expect(model.questions[0]?.system).toContain('- Billing: Invoices, charges and refunds');
    expect(model.questions[0]?.system).toContain('- Shipping: Deliveries and tracking');
    expect(model.questions[0]?.user).toBe('I was charged twice');
  });

  it('reads fenced answers, matches names case-insensitively and drops unknown ones', async () => {
    const model = fakeModel(
      '```json\n{"topics": ["shipping", "Weather", "BILLING", "billing"]}\n```',
    );
    expect(await topicsByModel('Refund the late parcel', topics, model.ask)).toEqual([
      'Billing',
      'Shipping',
    ]);
  });

  it('answers an empty list when the model finds none', async () => {
    expect(await topicsByModel('Hello', topics, fakeModel('{"topics": []}').ask)).toEqual([]);
  });

  it.each([
    ['I think it is about billing.', 'not a JSON object'],
    ['{"topics": [Billing]}', 'not valid JSON'],
    ['{"topic": "Billing"}', 'not of the form {"topics": [names]}'],
    ['{"topics": "Billing"}', 'not of the form {"topics": [names]}'],
  ])('refuses the unreadable answer %j with a clear error', async (answer, reason) => {
    const attempt = topicsByModel('text', topics, fakeModel(answer).ask);
    await expect(attempt).rejects.toBeInstanceOf(UnreadableModelAnswerError);
    await expect(topicsByModel('text', topics, fakeModel(answer).ask)).rejects.toThrow(reason);
  });

  it('does not ask when there is nothing to classify, and cuts long texts', async () => {
    const model = fakeModel('{"topics": []}');
    expect(await topicsByModel('  ', topics, model.ask)).toEqual([]);
    expect(await topicsByModel('text', [], model.ask)).toEqual([]);
    expect(model.questions).toHaveLength(0);
    await topicsByModel('x'.repeat(1_000_000), topics, model.ask);
    expect(model.questions[0]?.user.length).toBeLessThan(maxTopicTextLength + 100);
  });

  it('passes the provider failure on, so the job retries', async () => {
    const ask: AskModel = async () => {
      throw new Error('provider timed out');
    };
    await expect(topicsByModel('text', topics, ask)).rejects.toThrow('provider timed out');
  });
});
