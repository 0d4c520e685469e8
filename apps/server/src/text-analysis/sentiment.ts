import Sentiment from 'sentiment';

/** The tone of a text, as the sentiment check and filter read it. */
export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface SentimentResult {
  label: SentimentLabel;
  /** From -1 (very negative) to 1 (very positive): the AFINN score per word, divided by 5. */
  score: number;
}

const analyzer = new Sentiment();

/** Per-word scores within this distance of 0 read as neutral. */
const neutralBand = 0.01;

/**
 * The sentiment of an English text by the AFINN word list (the `sentiment`
 * library, offline): each word of the list scores from -5 to 5, negations
 * flip the next word, and the score is the sum per word over 5, so -1 to 1.
 * A text with no scored word is neutral with score 0.
 * @example analyzeSentiment('I love this, thank you!').label // 'positive'
 */
export function analyzeSentiment(text: string): SentimentResult {
  const { comparative } = analyzer.analyze(text);
  const score = Math.max(-1, Math.min(1, Math.round((comparative / 5) * 1000) / 1000));
  const label: SentimentLabel =
    score > neutralBand ? 'positive' : score < -neutralBand ? 'negative' : 'neutral';
  return { label, score };
}
