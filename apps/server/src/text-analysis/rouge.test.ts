import { describe, expect, it } from 'vitest';
import { longestCommonSubsequence, rougeL, rougeN, rougeS } from './rouge.js';

/*
 * Reference figures: the worked examples of Lin (2004), "ROUGE: A Package for
 * Automatic Evaluation of Summaries", sections 3.1 and 5, with the reference
 * S1 = "police killed the gunman" and β = 1 (F1).
 *   S2 = "police kill the gunman"     ROUGE-L: LCS "police the gunman" = 3 → 3/4 = 0.75
 *   S3 = "the gunman kill police"     ROUGE-L: LCS "the gunman" = 2 → 2/4 = 0.5
 *   S4 = "the gunman police killed"   (ROUGE-S example)
 * Skip-bigrams of a 4-word sentence: C(4,2) = 6.
 *   S2 shares (police the), (police gunman), (the gunman) → 3/6 = 0.5
 *   S3 shares (the gunman) → 1/6 ≈ 0.1667
 *   S4 shares (the gunman), (police killed) → 2/6 ≈ 0.3333
 */
const s1 = 'police killed the gunman';
const s2 = 'police kill the gunman';
const s3 = 'the gunman kill police';
const s4 = 'the gunman police killed';

describe('ROUGE against the worked examples of Lin (2004)', () => {
  it('ROUGE-L scores S2 above S3, as the paper shows', () => {
    expect(rougeL(s2, s1)).toEqual({ precision: 0.75, recall: 0.75, f1: 0.75 });
    expect(rougeL(s3, s1).f1).toBe(0.5);
  });

  it('ROUGE-S counts shared skip-bigrams out of six', () => {
    expect(rougeS(s2, s1).f1).toBeCloseTo(3 / 6, 10);
    expect(rougeS(s3, s1).f1).toBeCloseTo(1 / 6, 10);
    expect(rougeS(s4, s1).f1).toBeCloseTo(2 / 6, 10);
  });

  it('ROUGE-1 gives S2 and S3 the same score (3 of 4 words), which is why the paper adds ROUGE-L', () => {
    expect(rougeN(s2, s1).f1).toBe(0.75);
    expect(rougeN(s3, s1).f1).toBe(0.75);
  });

  it('ROUGE-2 counts shared bigrams', () => {
    // S2's bigrams: police kill, kill the, the gunman; S1 shares only "the gunman": 1/3.
    expect(rougeN(s2, s1, 2).f1).toBeCloseTo(1 / 3, 10);
  });
});

describe('ROUGE details', () => {
  it('clips repeated n-grams to the count in the reference', () => {
    // Candidate "the the the the" against "the cat": overlap min(4, 1) = 1; P = 1/4, R = 1/2, F1 = 1/3.
    const score = rougeN('the the the the', 'the cat');
    expect(score.precision).toBe(0.25);
    expect(score.recall).toBe(0.5);
    expect(score.f1).toBeCloseTo(1 / 3, 10);
  });

  it('uses unequal lengths for precision and recall', () => {
    // LCS of "a b c d e" and "a c e" is 3: P = 3/5, R = 3/3, F1 = 0.75.
    const score = rougeL('a b c d e', 'a c e');
    expect(score).toMatchObject({ precision: 0.6, recall: 1 });
    expect(score.f1).toBeCloseTo(0.75, 10);
  });

  it('ignores case and punctuation, and scores 0 against an empty text', () => {
    expect(rougeL('Police killed the gunman!', s1).f1).toBe(1);
    expect(rougeN('', s1).f1).toBe(0);
    expect(rougeS('one', 'one').f1).toBe(0); // a single word has no pair
  });

  it('finds the longest common subsequence', () => {
    expect(
      longestCommonSubsequence(['a', 'b', 'c', 'b', 'd', 'a', 'b'], ['b', 'd', 'c', 'a', 'b', 'a']),
    ).toBe(4);
  });
});
