import { describe, expect, it } from 'vitest';
import { findModel, modelCatalogue, modelProviders } from './models.js';

describe('modelCatalogue', () => {
  it('offers at least 25 models with unique lower-case ids', () => {
    expect(modelCatalogue.length).toBeGreaterThanOrEqual(25);
    const ids = modelCatalogue.map((model) => model.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBe(id.toLowerCase());
  });

  it('covers every provider', () => {
    const covered = new Set(modelCatalogue.map((model) => model.provider));
    expect([...covered].sort()).toEqual([...modelProviders].sort());
  });

  it('has positive prices (embeddings bill input only), with cached input cheaper than input', () => {
    for (const model of modelCatalogue) {
      expect(model.inputPricePerMillion).toBeGreaterThan(0);
      if (model.id.includes('embedding')) expect(model.outputPricePerMillion).toBe(0);
      else expect(model.outputPricePerMillion).toBeGreaterThan(0);
      if (model.cachedInputPricePerMillion !== undefined) {
        expect(model.cachedInputPricePerMillion).toBeLessThan(model.inputPricePerMillion);
      }
    }
  });

  it('lists the current gpt-4o prices', () => {
    expect(findModel('gpt-4o')).toMatchObject({
      inputPricePerMillion: 2.5,
      outputPricePerMillion: 10,
      cachedInputPricePerMillion: 1.25,
    });
  });
});

describe('findModel', () => {
  it.each([
    ['gpt-4o', 'gpt-4o'],
    ['GPT-4o', 'gpt-4o'],
    ['gpt-4o-2024-08-06', 'gpt-4o'],
    ['gpt-4o-mini-2024-07-18', 'gpt-4o-mini'],
    ['gpt-4.1-2025-04-14', 'gpt-4.1'],
    ['gpt-4-0613', 'gpt-4'],
    ['gpt-3.5-turbo-0125', 'gpt-3.5-turbo'],
    ['o1-preview', 'o1'],
    ['o1-mini-2024-09-12', 'o1-mini'],
    ['claude-3-5-sonnet-20241022', 'claude-3-5-sonnet'],
    ['claude-3-5-sonnet-latest', 'claude-3-5-sonnet'],
    ['claude-opus-4-1-20250805', 'claude-opus-4-1'],
    ['mistral-large-2411', 'mistral-large'],
    ['openai/gpt-4o', 'gpt-4o'],
    ['anthropic/claude-3-5-sonnet-20241022', 'claude-3-5-sonnet'],
    ['meta-llama/llama-3.3-70b-instruct', 'meta-llama/llama-3.3-70b-instruct'],
    ['openrouter/meta-llama/llama-3.3-70b-instruct', 'meta-llama/llama-3.3-70b-instruct'],
  ])('finds %s as %s', (name, id) => {
    expect(findModel(name)?.id).toBe(id);
  });

  it.each(['gpt-4o-realtime', 'gpt-4.5-preview', 'my-finetuned-model', '', 'gpt-3.5-turbo-16k'])(
    'does not guess a price for %s',
    (name) => {
      expect(findModel(name)).toBeUndefined();
    },
  );
});
