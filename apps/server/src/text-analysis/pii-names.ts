import { createRequire } from 'node:module';
import type nlpModule from 'compromise';
import { lazyModule } from './lazy-module.js';
import type { Span } from './pii-shapes.js';

const require = createRequire(import.meta.url);

/**
 * compromise's English tagger (about 0.3 s to load), loaded on first use or
 * by the warm-up at start. Its CommonJS build is one bundled file, quicker to
 * load than the ES module tree; both are the same version and tag alike.
 */
const loadTagger = () => require('compromise') as typeof nlpModule;
export const nameTagger = lazyModule({
  importAsync: async () => loadTagger(),
  requireSync: loadTagger,
});

/**
 * Names and places are looked for in the first this many characters of a
 * text: the tagger costs about 20 µs a character (a 64 KB text takes about
 * 1.5 s), so a 1 MB text is not tagged whole. Shapes and custom patterns
 * still cover the whole text.
 */
export const nameScanLimit = 64_000;

/** The tagger works on pieces of about this size, cut at a line or sentence end where possible. */
const chunkSize = 4_000;

/** Titles that come before a name but are not the person's name. */
const honorific =
  /^(?:(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sir|Dame|Madam|Mme|Mlle|Herr|Frau|Sr|Sra|Srta)\.?\s+)+/i;
/** Punctuation compromise keeps around a term (`Madrid.`, `"Anna`, `Priya Patel,`), and a possessive. */
const leading = /^[\s"'“‘«([{¿¡]+/u;
const trailing = /(?:['’]s)?[\s"'”’».,;:!?)\]}…]*$/u;

export interface NameSpans {
  person: Span[];
  location: Span[];
}

function trimmed(text: string, start: number, end: number, dropTitle: boolean): Span | null {
  let value = text.slice(start, end);
  const lead = (value.match(leading)?.[0].length ?? 0) + 0;
  value = value.slice(lead);
  let from = start + lead;
  if (dropTitle) {
    const title = value.match(honorific)?.[0].length ?? 0;
    value = value.slice(title);
    from += title;
  }
  const tail = value.match(trailing)?.[0].length ?? 0;
  value = value.slice(0, value.length - tail);
  // A single letter or a name without a letter is tagging noise.
  if (value.length < 2 || !/\p{L}/u.test(value)) return null;
  return { start: from, end: from + value.length };
}

/** Words that often start a sentence: a capital there says nothing about a name. */
const sentenceStarters = new Set(
  `a about after all also an and any are as at be because but by can could did do does dont for
  from good great have he hello hey hi how i if im in is it its just let lets my no not now of ok
  okay on once one or our please she so some sorry sure thank thanks that the then there these
  they this those to today we well were what when where which while who why will with would yes
  you your here create good great new next thanks monday tuesday wednesday thursday friday
  saturday sunday january february march july august september october november december`.split(
    /\s+/,
  ),
);
/**
 * Words written with a capital wherever they stand and never a person or a
 * place: a weekday or a month in the middle of a sentence ("since Friday")
 * says nothing about a name. (April, May and June are first names too.)
 */
const calendarWords = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march july
  september october november december`.split(/\s+/),
);
/** Words after a cue that show no name follows ("I am on the plan", "this is a bug"). */
const notNames = new Set(
  `a an the on in at to for not no so very really still just also going trying looking using
  sure sorry happy glad new here there that this it my our your their his her its of with about
  from by`.split(/\s+/),
);
/** Lower-case cues that a name or a place follows ("my name is john", "i live in paris"). */
const lowerCaseCue =
  /\b(?:name is|names are|i am|i'm|im|this is|call me|dear|ask|tell|contact|live in|living in|lives in|moved to|from|based in|born in|visit(?:ed|ing)?|fly(?:ing)? to|travel(?:l?ing)? to)\s+(\p{Ll}+)/giu;
const capitalised = /\b\p{Lu}\p{Ll}/gu;

/**
 * Whether a sentence can hold a name or a place worth the tagger's time:
 * `yes` when a word inside it is capitalised (weekdays and months aside) or
 * a lower-case cue is there; `opening` when only its first word is, and that
 * word is neither a common sentence starter nor a word compromise's lexicon
 * knows as something other than a name ("Answer…", "Keep…"); `no` otherwise.
 * Most sentences of model traffic ("It started after the last update.") are
 * skipped, which makes masking names several times cheaper; a lower-case
 * name without a cue ("thanks john") is missed.
 */
function mayName(sentence: string): 'no' | 'opening' | 'yes' {
  const firstLetter = sentence.search(/\p{L}/u);
  let opening = false;
  for (const match of sentence.matchAll(capitalised)) {
    const word = (sentence.slice(match.index, match.index + 40).match(/^[\p{L}'’]+/u)?.[0] ?? '')
      .toLowerCase()
      .replace(/['’]/g, '');
    if (calendarWords.has(word)) continue;
    if (match.index !== firstLetter) return 'yes';
    opening = !sentenceStarters.has(word) && !isOrdinaryWord(word);
  }
  for (const match of sentence.matchAll(lowerCaseCue))
    if (!notNames.has(match[1] ?? '')) return 'yes';
  return opening ? 'opening' : 'no';
}

/** The lexicon of compromise (word → tags) and which of its tags stand for people and places. */
interface NameLexicon {
  words: Readonly<Record<string, string | string[] | undefined>>;
  nameTags: ReadonlySet<string>;
}
let nameLexicon: NameLexicon | undefined;

/**
 * Whether compromise's own lexicon knows a word as something other than a
 * person or a place ("Answer", "Keep", "Settings"): capitalised only because
 * it opens the sentence, it names no one. Unknown words may be names.
 */
function isOrdinaryWord(word: string): boolean {
  if (!nameLexicon) {
    const model = nameTagger.get().model() as {
      one: {
        lexicon: NameLexicon['words'];
        tagSet: Record<string, { parents?: string[] }>;
      };
    };
    const nameTags = new Set<string>();
    for (const [tag, info] of Object.entries(model.one.tagSet)) {
      const lineage = [tag, ...(info.parents ?? [])];
      if (lineage.includes('Person') || lineage.includes('Place')) nameTags.add(tag);
    }
    nameLexicon = { words: model.one.lexicon, nameTags };
  }
  const tags = nameLexicon.words[word];
  if (tags === undefined) return false;
  const names = nameLexicon.nameTags;
  return typeof tags === 'string' ? !names.has(tags) : !tags.some((tag) => names.has(tag));
}

/** The words of a sentence tagged when only its first word may be a name: the first four. */
const openingWords = /^\s*(?:\S+\s+){0,3}\S+/;

/**
 * The pieces of the text worth tagging, each up to about `chunkSize`: its
 * sentences that may hold a name (see `mayName`), neighbours merged.
 */
function chunksOf(text: string): { offset: number; text: string }[] {
  const limit = Math.min(text.length, nameScanLimit);
  const chunks: { offset: number; text: string }[] = [];
  let open: { offset: number; end: number } | null = null;
  const flush = () => {
    if (open) chunks.push({ offset: open.offset, text: text.slice(open.offset, open.end) });
    open = null;
  };
  /** Adds a sentence to the open chunk, or opens one. */
  const extend = (from: number, end: number) => {
    if (open && end - open.offset <= chunkSize) open.end = end;
    else {
      flush();
      open = { offset: from, end };
    }
  };
  const sentenceEnd = /[.!?。！？]+(?=\s)|\n+/g;
  let from = 0;
  while (from < limit) {
    sentenceEnd.lastIndex = from;
    const found = sentenceEnd.exec(text);
    let end = found && found.index < limit ? found.index + found[0].length : limit;
    // A sentence longer than a chunk is cut at a space.
    if (end - from > chunkSize) {
      const space = text.lastIndexOf(' ', from + chunkSize);
      end = space > from ? space + 1 : from + chunkSize;
    }
    const chance = mayName(text.slice(from, end));
    if (chance === 'yes') extend(from, end);
    else if (chance === 'opening') {
      // Only the first word may be a name ("Priya called…"): its first words give the tagger
      // the context it needs, at a fraction of the sentence's cost. A sentence no longer than
      // that ("Dr. ") is tagged with its neighbours, like any other.
      const sentence = text.slice(from, end);
      const opening = sentence.match(openingWords)?.[0] ?? sentence;
      if (opening.trimEnd().length === sentence.trimEnd().length) extend(from, end);
      else {
        flush();
        chunks.push({ offset: from, text: opening });
      }
    } else flush();
    from = end;
  }
  flush();
  return chunks;
}

/**
 * People's names and places in a text, by compromise's English tagger
 * (offline; a lexicon of first names, surnames, countries and cities plus
 * grammar rules). Titles and punctuation around a match are left out, so that
 * masking `Dr. Ada Lovelace.` gives `Dr. [PERSON].`; a list of places
 * (`Cairo, Egypt`) gives one span per place. Texts without Latin letters are
 * skipped: the tagger reads English only.
 */
export function findNamesAndPlaces(
  text: string,
  want: { person: boolean; location: boolean },
): NameSpans {
  const found: NameSpans = { person: [], location: [] };
  if (!/[A-Za-z]/.test(text)) return found;
  for (const chunk of chunksOf(text)) {
    const tagged = tagChunk(chunk.text);
    for (const kind of ['person', 'location'] as const) {
      if (!want[kind]) continue;
      for (const span of tagged[kind])
        found[kind].push({ start: chunk.offset + span.start, end: chunk.offset + span.end });
    }
  }
  return found;
}

/**
 * Tagged pieces of text, most recently used last: model traffic sends the
 * same system prompt with every call and a thread's earlier messages again
 * with each turn, so a piece is often tagged already. At most
 * `cachedChunks` pieces of at most `chunkSize` characters (a few MB).
 */
const tagCache = new Map<string, NameSpans>();
const cachedChunks = 2_000;

/** Names and places of one piece of text, by offsets into it. */
function tagChunk(piece: string): NameSpans {
  const cached = tagCache.get(piece);
  if (cached) {
    tagCache.delete(piece);
    tagCache.set(piece, cached);
    return cached;
  }
  const tagged: NameSpans = { person: [], location: [] };
  const document = nameTagger.get()(piece);
  // Matches come in text order; finding each after the previous one is much
  // cheaper than compromise's own offsets (`json({ offset: true })`).
  const collect = (kind: keyof NameSpans, view: { out: (format: 'array') => string[] }) => {
    let cursor = 0;
    for (const match of view.out('array')) {
      const at = piece.indexOf(match, cursor);
      if (at === -1) continue;
      cursor = at + match.length;
      const end = at + match.length;
      const parts = kind === 'location' ? splitList(piece, at, end) : [{ start: at, end }];
      for (const part of parts) {
        const span = trimmed(piece, part.start, part.end, kind === 'person');
        if (span) tagged[kind].push(span);
      }
    }
  };
  collect('person', document.people());
  collect('location', document.places());
  tagCache.set(piece, tagged);
  if (tagCache.size > cachedChunks) {
    const oldest = tagCache.keys().next();
    if (!oldest.done) tagCache.delete(oldest.value);
  }
  return tagged;
}

/** `Madrid, Spain` → `Madrid` and `Spain`. */
function splitList(text: string, start: number, end: number): Span[] {
  const parts: Span[] = [];
  let from = start;
  for (let index = start; index < end; index += 1) {
    if (text[index] === ',' || text[index] === ';') {
      parts.push({ start: from, end: index });
      from = index + 1;
    }
  }
  parts.push({ start: from, end });
  return parts;
}
