import { describe, expect, it } from 'vitest';
import { analyzeSentiment } from './sentiment.js';

describe('analyzeSentiment', () => {
  it('reads a positive text', () => {
    // AFINN: love +3, thank +2 over 5 words → comparative 1 → score 0.2.
    expect(analyzeSentiment('I love this, thank you')).toEqual({ label: 'positive', score: 0.2 });
  });

  it('reads a negative text', () => {
    // AFINN: terrible -3, hate -3 over 6 words → comparative -1 → score -0.2.
    expect(analyzeSentiment('This is terrible and I hate it')).toMatchObject({ label: 'negative' });
    expect(analyzeSentiment('This is terrible and I hate it').score).toBeLessThan(0);
  });

  it('reads a text with no scored word as neutral, score 0', () => {
    expect(analyzeSentiment('The meeting is at ten in room four.')).toEqual({
      label: 'neutral',
      score: 0,
    });
    expect(analyzeSentiment('')).toEqual({ label: 'neutral', score: 0 });
  });
});
