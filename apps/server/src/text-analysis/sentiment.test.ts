import { sentimentEnrichmentSchema } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { analyzeSentiment, maxSentimentReadLength } from './sentiment.js';

describe('analyzeSentiment', () => {
  it.each([
    'I love this, thank you',
    'Thanks!! This totally solved my problem 🙏',
    'Great answer, exactly what I needed.',
    'not bad at all, actually pretty useful',
    'Works perfectly now :)',
  ])('reads %j as positive', (text) => {
    const result = analyzeSentiment(text);
    expect(result.label).toBe('positive');
    expect(result.score).toBeGreaterThan(0);
  });

  it.each([
    'This is terrible and I hate it',
    'Not good at all.',
    "It didn't help at all",
    'I am not happy with this answer',
    'It crashes every time I upload a file. Useless.',
    'The first part is nice, but the answer is completely wrong.',
    'THIS IS AWFUL',
  ])('reads %j as negative', (text) => {
    const result = analyzeSentiment(text);
    expect(result.label).toBe('negative');
    expect(result.score).toBeLessThan(0);
  });

  it.each([
    'The meeting is at ten in room four.',
    'I would like to reset my password please.',
    'The function returns an error if the input is empty.',
    'def add(a, b):\n    return a + b',
    '',
  ])('reads %j as neutral', (text) => {
    expect(analyzeSentiment(text).label).toBe('neutral');
  });

  it('reads contractions as their word: "I\'ll" is not "ill"', () => {
    expect(analyzeSentiment("Excellent suggestions, I'll use all of them.").label).toBe('positive');
  });

  it('keeps the feeling of an emoji inside a negation', () => {
    expect(analyzeSentiment("It doesn't work 😞").label).toBe('negative');
  });

  it('does not read "not bad" as negative', () => {
    expect(analyzeSentiment('not bad').label).not.toBe('negative');
  });

  it('reads intensified words more strongly and softened ones less', () => {
    const plain = analyzeSentiment('The answer was good.').score;
    expect(analyzeSentiment('The answer was very good.').score).toBeGreaterThan(plain);
    expect(analyzeSentiment('The answer was slightly good.').score).toBeLessThan(plain);
  });

  it('answers the enrichment shape for any script, and a text with no scored word is 0', () => {
    for (const text of ['这个回答很好', 'مرحبا بالعالم', '🙂🙂', '\u0000\uFFFD', 'x'.repeat(50)]) {
      expect(sentimentEnrichmentSchema.parse(analyzeSentiment(text))).toEqual(
        analyzeSentiment(text),
      );
    }
    expect(analyzeSentiment('La respuesta llega mañana.')).toEqual({ label: 'neutral', score: 0 });
  });

  it('reads only the beginning of a 1 MB text', () => {
    const text = `${'The report is in the folder. '.repeat(maxSentimentReadLength / 29 + 1)}${'terrible awful horrible '.repeat(50_000)}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(analyzeSentiment(text)).toEqual({ label: 'neutral', score: 0 });
  });
});
