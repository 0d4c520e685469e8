import type { Topic } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { stemWord, topicTerms } from './topic-terms.js';
import { classifyTopics } from './topics.js';

const topics: Topic[] = [
  { name: 'Billing', description: 'Invoices, charges, refunds, payment methods and receipts' },
  { name: 'Shipping', description: 'Delivery, tracking a package, couriers, delays, addresses' },
  {
    name: 'Account access',
    description: 'Login, password reset, two-factor codes, locked accounts',
  },
  { name: 'Cancellation', description: 'Cancel a subscription or an order, close the account' },
];

describe('classifyTopics', () => {
  it.each([
    ['I was charged twice on my last invoice', ['Billing']],
    ['Where is my package? The tracking has not moved in a week.', ['Shipping']],
    ["I can't log in, the password reset email never arrives", ['Account access']],
    ['Please cancel my subscription and refund the last payment', ['Billing', 'Cancellation']],
    ['What is the capital of France?', []],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(classifyTopics(text, topics)).toEqual(expected);
  });

  it('answers nothing without topics, and reads names alone when there is no description', () => {
    expect(classifyTopics('I was charged twice', [])).toEqual([]);
    expect(
      classifyTopics('A question about shipping', [{ name: 'Shipping', description: '' }]),
    ).toEqual(['Shipping']);
  });

  it('handles any script and very long texts', () => {
    expect(classifyTopics('我的包裹在哪里？', topics)).toEqual([]);
    expect(classifyTopics(`${'lorem ipsum '.repeat(50_000)} refund my invoice`, topics)).toEqual([
      'Billing',
    ]);
  });
});

describe('topic terms', () => {
  it('stems the forms of a word to one stem', () => {
    for (const family of [
      ['ship', 'ships', 'shipping', 'shipped', 'shipment'],
      ['cancel', 'cancels', 'canceled', 'cancelled', 'cancellation', 'cancellations'],
      ['charge', 'charges', 'charged', 'charging'],
    ])
      expect(new Set(family.map(stemWord)).size).toBe(1);
  });

  it('drops stop words and joins log in, sign up', () => {
    expect(topicTerms('I logged in and then signed up for the plan')).toEqual([
      'login',
      'signup',
      'plan',
    ]);
  });
});
