import { getFilterDefinition } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import {
  describeCheckProblem,
  evaluationCheckIds,
  isEvaluationCheckId,
  withDefaultParams,
} from './check-catalogue.js';

describe('the evaluation check catalogue', () => {
  it('lists catalogue filters usable in evaluations only', () => {
    for (const id of evaluationCheckIds) {
      const definition = getFilterDefinition(id);
      expect(definition, id).toBeDefined();
      expect(definition?.disabledInEvaluations, id).not.toBe(true);
    }
    expect(evaluationCheckIds).toHaveLength(16);
  });

  it('knows check ids from other filters', () => {
    expect(isEvaluationCheckId('rouge')).toBe(true);
    expect(isEvaluationCheckId('tags')).toBe(false);
    expect(isEvaluationCheckId('nope')).toBe(false);
  });

  it('fills missing trailing parameters with their defaults', () => {
    expect(withDefaultParams('guidelines', [])).toEqual([50]);
    expect(withDefaultParams('similarity', [70])).toEqual([70, 'ai']);
    expect(withDefaultParams('factualness', [])).toEqual([['b', 'c']]);
    expect(withDefaultParams('tone', [])).toEqual(['helpful']);
    // A pattern has no default: nothing after it is filled either.
    expect(withDefaultParams('assertion', [])).toEqual([]);
    expect(withDefaultParams('unknown', [1])).toEqual([1]);
  });
});

describe('describeCheckProblem', () => {
  it.each([
    ['assertion', ['The answer is polite']],
    ['tone', ['pirate']],
    ['factualness', [['a', 'e']]],
    ['guidelines', []],
    ['similarity', [85, 'jaccard']],
    ['rouge', [50, 'rouge-s']],
    ['regex', ['output', 'contains', '^\\d+$']],
    ['json', []],
    ['length', ['output', 'lte', 500]],
    ['string', ['any', 'starts', 'sensitive', 'Hello']],
    ['pii', ['not_contains']],
    ['languages', ['output', ['en', 'fr']]],
    ['tokens', ['total', 'lt', 1000]],
    ['cost', ['lt', 0.01]],
    ['duration', ['lte', 2.5]],
    ['sentiment', ['neutral']],
  ])('accepts %s %j', (type, params) => {
    expect(describeCheckProblem(type, params)).toBeNull();
  });

  it('names an unknown type and the types to use', () => {
    expect(describeCheckProblem('toxicity', [])).toBe(
      "Unknown evaluation type 'toxicity'. Use one of assertion, tone, factualness, guidelines, similarity, rouge, regex, json, length, string, pii, languages, tokens, cost, duration, or sentiment.",
    );
  });

  it.each([
    ['guidelines', [42], 'Guidelines minimum score must be a multiple of 5 between 0 and 100'],
    ['guidelines', [105], 'Guidelines minimum score must be at most 100'],
    ['similarity', [-5], 'Similarity minimum score must be at least 0'],
    ['similarity', ['50'], 'Similarity minimum score must be a number'],
    ['similarity', [50, 'levenshtein'], '"levenshtein" is not a choice for Similarity algorithm'],
    ['tone', ['grumpy'], '"grumpy" is not a choice for Tone persona'],
    ['factualness', [['b', 'z']], '"z" is not a choice for Factualness accepted grades'],
    ['factualness', [[]], 'Factualness accepted grades is empty'],
    ['assertion', [], 'Assertion requirement is missing'],
    ['assertion', [''], 'Assertion requirement is empty'],
    ['length', ['output', 'gt', 1.5], 'Length characters must be a whole number'],
    ['rouge', [50, 'n', 'extra'], 'ROUGE takes 2 parameters (minimum score, variant), not 3'],
    ['regex', ['output', 'contains', '(?=x)'], 'Regex pattern cannot be used'],
  ])('%s %j: %s', (type, params, message) => {
    expect(describeCheckProblem(type, params)).toContain(message);
  });

  it('refuses parameters that are not a list', () => {
    expect(describeCheckProblem('json', 'output' as unknown as unknown[])).toBe(
      'JSON parameters must be a list',
    );
  });
});
