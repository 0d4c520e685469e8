import { describe, expect, it } from 'vitest';
import { computeCost } from './model-cost.js';

const gpt4o = {
  inputPricePerMillion: 2.5,
  outputPricePerMillion: 10,
  cachedInputPricePerMillion: 1.25,
};

describe('computeCost', () => {
  it('prices prompt and completion tokens per million', () => {
    expect(computeCost({ promptTokens: 1_000_000, completionTokens: 0 }, gpt4o)).toBeCloseTo(2.5);
    expect(computeCost({ promptTokens: 1000, completionTokens: 500 }, gpt4o)).toBeCloseTo(0.0075);
  });

  it('bills cached prompt tokens at the cached price', () => {
    const cost = computeCost(
      { promptTokens: 1000, completionTokens: 0, cachedPromptTokens: 400 },
      gpt4o,
    );
    expect(cost).toBeCloseTo((600 * 2.5 + 400 * 1.25) / 1e6, 12);
  });

  it('bills cached tokens at the input price when the model has no cached price', () => {
    const price = { inputPricePerMillion: 3, outputPricePerMillion: 15 };
    expect(
      computeCost({ promptTokens: 1000, completionTokens: 0, cachedPromptTokens: 500 }, price),
    ).toBeCloseTo(0.003, 12);
  });

  it('never counts more cached tokens than prompt tokens, nor negative counts', () => {
    expect(
      computeCost({ promptTokens: 100, completionTokens: -5, cachedPromptTokens: 1000 }, gpt4o),
    ).toBeCloseTo((100 * 1.25) / 1e6, 12);
  });

  it('is free for zero tokens', () => {
    expect(computeCost({ promptTokens: 0, completionTokens: 0 }, gpt4o)).toBe(0);
  });
});
