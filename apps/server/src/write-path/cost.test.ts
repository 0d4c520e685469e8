import { describe, expect, it } from 'vitest';
import { computeRunCost, findModelPrice, type ModelPriceOverride } from './cost.js';

// Expected prices and costs are the catalogue's figures (US dollars per million tokens) written
// out: gpt-4o 2.50 in / 10 out / 1.25 cached, gpt-4o-mini 0.15 / 0.60 / 0.075,
// claude-3-5-sonnet 3 / 15 / 0.30, text-embedding-3-small 0.02 in.

const overrides: ModelPriceOverride[] = [
  { pattern: '([', inputPricePerMillion: 9, outputPricePerMillion: 9 },
  { pattern: '^gpt-4o', inputPricePerMillion: 100, outputPricePerMillion: 100 },
  { model: 'GPT-4o', inputPricePerMillion: 2, outputPricePerMillion: 8 },
  { pattern: '^My-Llama-\\d+B$', inputPricePerMillion: 0.5, outputPricePerMillion: 1 },
  { pattern: '^my-', inputPricePerMillion: 7, outputPricePerMillion: 7 },
];

describe('findModelPrice', () => {
  it('prefers an org price naming the model exactly, compared without case or spaces', () => {
    expect(findModelPrice(' gpt-4O ', overrides)).toStrictEqual({
      inputPricePerMillion: 2,
      outputPricePerMillion: 8,
    });
  });

  it('then the first org pattern that matches, without case, skipping invalid patterns', () => {
    expect(findModelPrice('gpt-4o-mini', overrides)).toStrictEqual({
      inputPricePerMillion: 100,
      outputPricePerMillion: 100,
    });
    expect(findModelPrice('my-llama-70b', overrides)).toStrictEqual({
      inputPricePerMillion: 0.5,
      outputPricePerMillion: 1,
    });
    expect(findModelPrice('MY-LLAMA-8B', overrides)).toStrictEqual({
      inputPricePerMillion: 0.5,
      outputPricePerMillion: 1,
    });
    expect(findModelPrice('my-mistral', overrides)).toStrictEqual({
      inputPricePerMillion: 7,
      outputPricePerMillion: 7,
    });
  });

  it("keeps an org price's cached-prompt price", () => {
    const cached: ModelPriceOverride = {
      model: 'my-llama-8b',
      inputPricePerMillion: 1,
      outputPricePerMillion: 2,
      cachedInputPricePerMillion: 0.1,
    };
    expect(findModelPrice('My-Llama-8B', [cached])).toStrictEqual({
      inputPricePerMillion: 1,
      outputPricePerMillion: 2,
      cachedInputPricePerMillion: 0.1,
    });
  });

  it('else uses the catalogue, ignoring dates and provider prefixes', () => {
    expect(findModelPrice('gpt-4o-mini-2024-07-18', [])).toMatchObject({
      inputPricePerMillion: 0.15,
      outputPricePerMillion: 0.6,
      cachedInputPricePerMillion: 0.075,
    });
    expect(findModelPrice('anthropic/claude-3-5-sonnet-20241022', overrides)).toMatchObject({
      inputPricePerMillion: 3,
      outputPricePerMillion: 15,
      cachedInputPricePerMillion: 0.3,
    });
  });

  it('knows nothing of unknown models or a blank name, even with a catch-all pattern', () => {
    expect(findModelPrice('my-finetune', [])).toBeUndefined();
    const catchAll = [{ pattern: '.*', inputPricePerMillion: 1, outputPricePerMillion: 1 }];
    expect(findModelPrice('  ', catchAll)).toBeUndefined();
  });
});

describe('computeRunCost', () => {
  it('prices an LLM run by its model, or by its name as Lunary sends it', () => {
    const tokens = { prompt: 1000, completion: 500 };
    // 1,000 × 0.15 + 500 × 0.60 = 450 micro-dollars.
    expect(
      computeRunCost({ type: 'llm', model: 'gpt-4o-mini-2024-07-18' }, tokens, []),
    ).toBeCloseTo(0.00045, 12);
    expect(computeRunCost({ type: 'llm', name: 'gpt-4o-mini' }, tokens, [])).toBeCloseTo(
      0.00045,
      12,
    );
  });

  it('prices a run that reports only one side of its tokens', () => {
    const run = { type: 'llm', model: 'gpt-4o' };
    expect(computeRunCost(run, { prompt: 1000 }, [])).toBeCloseTo(0.0025, 12);
    expect(computeRunCost(run, { completion: 1000 }, [])).toBeCloseTo(0.01, 12);
  });

  it('bills cached prompt tokens at the cached price', () => {
    // 1,000 × 2.50 + 1,000 × 1.25 + 100 × 10 = 4,750 micro-dollars.
    expect(
      computeRunCost(
        { type: 'llm', model: 'gpt-4o' },
        { prompt: 2000, completion: 100, cachedPrompt: 1000 },
        [],
      ),
    ).toBeCloseTo(0.00475, 12);
  });

  it('prices an embedding run by its input tokens', () => {
    expect(
      computeRunCost(
        { type: 'embed', model: 'text-embedding-3-small' },
        { prompt: 1_000_000, completion: 0 },
        [],
      ),
    ).toBeCloseTo(0.02, 12);
  });

  it("uses the org's price", () => {
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
      computeRunCost(
        { type: 'llm', model: 'gpt-4o', cost: 0.42 },
        { prompt: 10, completion: 10 },
        [],
      ),
    ).toBe(0.42);
    expect(computeRunCost({ type: 'llm', model: 'my-finetune', cost: 0.5 }, undefined, [])).toBe(
      0.5,
    );
  });

  it('prices no run other than LLM calls and embeddings, even one carrying a model', () => {
    const tokens = { prompt: 1000, completion: 1000 };
    for (const type of ['tool', 'chain', 'agent', 'retriever', undefined])
      expect(computeRunCost({ type, model: 'gpt-4o' }, tokens, []), String(type)).toBeUndefined();
  });

  it('prices nothing without tokens or a known model', () => {
    expect(computeRunCost({ type: 'llm', model: 'gpt-4o' }, undefined, [])).toBeUndefined();
    expect(computeRunCost({ type: 'llm', model: 'gpt-4o' }, {}, [])).toBeUndefined();
    expect(
      computeRunCost({ type: 'llm', model: 'my-finetune' }, { prompt: 10 }, []),
    ).toBeUndefined();
    expect(computeRunCost({ type: 'llm' }, { prompt: 10 }, [])).toBeUndefined();
  });
});
