import { describe, expect, it } from 'vitest';
import { costFromDetails, tokensFromUsage } from './usage-details.js';

describe('tokensFromUsage', () => {
  it('reads every usage shape Langfuse SDKs send', () => {
    expect(tokensFromUsage({ input: 21, output: 7, total: 28, unit: 'TOKENS' })).toEqual({
      prompt: 21,
      completion: 7,
      total: 28,
    });
    expect(tokensFromUsage({ promptTokens: 21, completionTokens: 7, totalTokens: 28 })).toEqual({
      prompt: 21,
      completion: 7,
      total: 28,
    });
    expect(
      tokensFromUsage({
        prompt_tokens: 21,
        completion_tokens: 7,
        total_tokens: 28,
        prompt_tokens_details: { cached_tokens: 16 },
      }),
    ).toEqual({ prompt: 21, completion: 7, total: 28, cachedPrompt: 16 });
    expect(tokensFromUsage({ input: '12', output: 3, cache_read_input_tokens: 8 })).toEqual({
      prompt: 12,
      completion: 3,
      cachedPrompt: 8,
    });
  });

  it('gives nothing for a usage without counts', () => {
    expect(tokensFromUsage({ unit: 'TOKENS', input: -1 })).toBeUndefined();
  });
});

describe('costFromDetails', () => {
  it('takes the total, else sums the parts', () => {
    expect(costFromDetails({ input: 0.001, output: 0.002, total: 0.0035 })).toBe(0.0035);
    expect(costFromDetails({ input: 0.001, output: 0.002 })).toBeCloseTo(0.003, 12);
    expect(costFromDetails({ totalCost: 0.5 })).toBe(0.5);
    expect(costFromDetails({})).toBeUndefined();
  });
});
