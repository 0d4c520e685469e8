import { describe, expect, it } from 'vitest';
import { cosineSimilarity, jaccardSimilarity } from './text-similarity.js';

describe('cosine similarity of word counts', () => {
  it.each([
    // (1,1,1,0)·(1,1,0,1) = 2; |a| = |b| = √3 → 2/3.
    ['the cat sat', 'the cat ran', 2 / 3],
    // a = {the:2, cat:1}, b = {the:1, dog:1}: dot 2, |a| = √5, |b| = √2 → 2/√10.
    ['the the cat', 'the dog', 2 / Math.sqrt(10)],
    ['Same words, same order.', 'same words same order', 1],
    ['alpha beta', 'gamma delta', 0],
    ['', '', 1],
    ['', 'something', 0],
  ])('%j vs %j is %d', (a, b, expected) => {
    expect(cosineSimilarity(a, b)).toBeCloseTo(expected, 10);
  });
});

describe('Jaccard similarity of word sets', () => {
  it.each([
    // {the, cat, sat} ∩ {the, cat, ran} = 2; ∪ = 4.
    ['the cat sat', 'the cat ran', 0.5],
    // Repeats do not count: {the, cat} vs {the, dog} → 1/3.
    ['the the cat', 'the dog', 1 / 3],
    ['a b c', 'c b a', 1],
    ['alpha', 'beta', 0],
    ['', '', 1],
  ])('%j vs %j is %d', (a, b, expected) => {
    expect(jaccardSimilarity(a, b)).toBeCloseTo(expected, 10);
  });
});
