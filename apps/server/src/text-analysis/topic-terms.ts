import { wordTokens } from './word-tokens.js';

/** Words that say nothing about what a text is about. */
const stopWords = new Set(
  `a about above after again against all am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further
  had has have having he her here hers herself him himself his how i if in into is it its itself
  just me more most my myself no nor not now of off on once only or other our ours ourselves out
  over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which
  while who whom why will with would you your yours yourself yourselves hi hello hey thanks thank
  please pls ok okay yes also get got im ive dont cant wont still any anything something etc`.split(
    /\s+/,
  ),
);

/**
 * A light English stemmer: plural and common verb or noun endings off, then
 * a final `e` and a doubled last letter, so that `shipping`, `shipped`,
 * `shipment` and `ships` all read `ship`. It conflates some unrelated words
 * (`bill`/`bil…`) and leaves irregular forms alone; good enough to match a
 * text's words with a topic's description, not a linguistic analysis.
 * @example stemWord('cancellations') // 'cancel'
 */
export function stemWord(word: string): string {
  if (word.length <= 3) return word;
  let stem = word.replace(/['’]s$/, '');
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ed', 'er', 'ly']) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.length > 3 && /(.)\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** `log in`, `logged in`, `sign-up` → one word each, so they meet `login` and `signup`. */
function joinPhrasalVerbs(text: string): string {
  return text.replace(/\b(log|sign|check)(?:ged|ging|ed|ing|s)?[\s-]*(in|on|out|up)\b/gi, '$1$2');
}

const isContentWord = (word: string) => !stopWords.has(word) && !/^\d+$/.test(word);

/** The stemmed content words of a text, stop words left out. */
export function topicTerms(text: string): string[] {
  return wordTokens(joinPhrasalVerbs(text)).filter(isContentWord).map(stemWord);
}

/** The distinct stemmed content words of a text; each distinct word is stemmed once (long texts repeat words). */
export function distinctTopicTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of new Set(wordTokens(joinPhrasalVerbs(text))))
    if (isContentWord(word)) terms.add(stemWord(word));
  return terms;
}
