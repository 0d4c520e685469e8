import { computeCost, findModel, type ModelPrice } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { computeRunCost, findModelPrice, type ModelPriceOverride } from './cost.js';

function catalogue(model: string): ModelPrice {
  const entry = findModel(model);
  if (!entry) throw new Error(`${model} is not in the catalogue`);
  return entry;
}

const overrides: ModelPriceOverride[] = [
  { pattern: '^gpt-4o', inputPricePerMillion: 100, outputPricePerMillion: 100 },
  { model: 'GPT-4o', inputPricePerMillion: 2, outputPricePerMillion: 8 },
  { pattern: '^my-llama-\\d+b$', inputPricePerMillion: 0.5, outputPricePerMillion: 1 },
  { pattern: '([', inputPricePerMillion: 9, outputPricePerMillion: 9 },
];

describe('findModelPrice', () => {
  it('prefers an exact org price over any pattern, then a pattern, then the catalogue', () => {
    expect(findModelPrice('gpt-4o', overrides)).toEqual({
      inputPricePerMillion: 2,
      outputPricePerMillion: 8,
    });
    expect(findModelPrice('gpt-4o-mini', overrides)).toEqual({
      inputPricePerMillion: 100,
      outputPricePerMillion: 100,
    });
    expect(findModelPrice('my-llama-70b', overrides)).toEqual({
      inputPricePerMillion: 0.5,
      outputPricePerMillion: 1,
    });
    expect(findModelPrice('claude-3-5-sonnet-20241022', overrides)).toEqual(
      catalogue('claude-3-5-sonnet'),
    );
  });

  it('uses the catalogue with dated names and knows nothing of unknown models', () => {
    expect(findModelPrice('gpt-4o-mini-2024-07-18')).toEqual(catalogue('gpt-4o-mini'));
    expect(findModelPrice('my-finetune')).toBeUndefined();
    expect(findModelPrice('  ')).toBeUndefined();
  });
});

describe('computeRunCost', () => {
  it('prices an LLM run by its model, or by its name as Lunary sends it', () => {
    const tokens = { prompt: 1000, completion: 500 };
    const expected = computeCost(
      { promptTokens: 1000, completionTokens: 500 },
      catalogue('gpt-4o-mini'),
    );
    expect(computeRunCost({ type: 'llm', model: 'gpt-4o-mini-2024-07-18' }, tokens)).toBeCloseTo(
      expected,
      12,
    );
    expect(computeRunCost({ type: 'llm', name: 'gpt-4o-mini' }, tokens)).toBeCloseTo(expected, 12);
  });

  it('uses the org price and bills cached prompt tokens', () => {
    const cost = computeRunCost(
      { type: 'llm', model: 'my-llama-8b' },
      { prompt: 2_000_000, completion: 1_000_000, cachedPrompt: 1_000_000 },
      [
        {
          model: 'my-llama-8b',
          inputPricePerMillion: 1,
          outputPricePerMillion: 2,
          cachedInputPricePerMillion: 0.1,
        },
      ],
    );
    expect(cost).toBeCloseTo(1 + 0.1 + 2, 10);
  });

  it('keeps a cost the SDK reported', () => {
    expect(
      computeRunCost({ type: 'llm', model: 'gpt-4o', cost: 0.42 }, { prompt: 10, completion: 10 }),
    ).toBe(0.42);
  });

  it('prices nothing without tokens, a known model, or an LLM run', () => {
    expect(computeRunCost({ type: 'llm', model: 'gpt-4o' }, {})).toBeUndefined();
    expect(computeRunCost({ type: 'llm', model: 'my-finetune' }, { prompt: 10 })).toBeUndefined();
    expect(computeRunCost({ type: 'tool', name: 'gpt-4o' }, { prompt: 10 })).toBeUndefined();
    expect(computeRunCost({ type: 'chain', name: 'x' }, { prompt: 10 })).toBeUndefined();
  });
});
