import nlp from 'compromise';
import type { Span } from './pii-shapes.js';

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

function chunksOf(text: string): { offset: number; text: string }[] {
  const limit = Math.min(text.length, nameScanLimit);
  const chunks: { offset: number; text: string }[] = [];
  let offset = 0;
  while (offset < limit) {
    let end = Math.min(limit, offset + chunkSize);
    if (end < limit) {
      const window = text.slice(offset, end);
      const cut = Math.max(
        window.lastIndexOf('\n'),
        window.lastIndexOf('. '),
        window.lastIndexOf('? '),
        window.lastIndexOf('! '),
      );
      const space = window.lastIndexOf(' ');
      if (cut > chunkSize / 2) end = offset + cut + 1;
      else if (space > chunkSize / 2) end = offset + space + 1;
    }
    chunks.push({ offset, text: text.slice(offset, end) });
    offset = end;
  }
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
    const document = nlp(chunk.text);
    const collect = (kind: keyof NameSpans, view: { json: (options: object) => unknown }) => {
      for (const match of view.json({ offset: true }) as {
        offset: { start: number; length: number };
      }[]) {
        const start = chunk.offset + match.offset.start;
        const end = start + match.offset.length;
        const parts = kind === 'location' ? splitList(text, start, end) : [{ start, end }];
        for (const part of parts) {
          const span = trimmed(text, part.start, part.end, kind === 'person');
          if (span) found[kind].push(span);
        }
      }
    };
    if (want.person) collect('person', document.people());
    if (want.location) collect('location', document.places());
  }
  return found;
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
