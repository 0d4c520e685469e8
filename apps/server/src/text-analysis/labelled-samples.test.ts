import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.js';
import { analyzeSentiment } from './sentiment.js';
import { detectToxicity } from './toxicity.js';

/**
 * The whole labelled samples of `bench/enrichment-samples/`, asserted only
 * loosely: the figures themselves belong to `bench/enrichment-quality.mjs`.
 * This guards against a change that breaks an engine wholesale.
 */
function accuracy(kind: string, classify: (text: string) => string | null): number {
  const lines = readFileSync(
    new URL(`../../../../bench/enrichment-samples/${kind}.jsonl`, import.meta.url),
    'utf8',
  )
    .split('\n')
    .filter((line) => line.trim() !== '');
  const samples = lines.map((line) => JSON.parse(line) as { text: string; label: string | null });
  expect(samples.length).toBeGreaterThanOrEqual(200);
  return samples.filter(({ text, label }) => classify(text) === label).length / samples.length;
}

describe('the labelled samples', () => {
  it('are mostly read right by each engine', () => {
    expect(accuracy('language', detectLanguage)).toBeGreaterThan(0.8);
    expect(accuracy('sentiment', (text) => analyzeSentiment(text).label)).toBeGreaterThan(0.8);
    expect(
      accuracy('toxicity', (text) => (detectToxicity(text).toxic ? 'toxic' : 'clean')),
    ).toBeGreaterThan(0.8);
  });
});
