/**
 * Users write regex filters the way they write JavaScript regular
 * expressions; PostgreSQL runs them with its own engine (ARE), which rejects
 * some patterns JavaScript accepts and reads a few escapes differently. A
 * rejected pattern would fail the whole query, so the filter accepts only a
 * subset both engines read the same way, translated where they differ, and a
 * pattern outside it makes the filter match nothing.
 *
 * The subset: literal characters; `.`, `^`, `$`, `|`; groups `( )` and
 * `(?: )`; quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (counts up to
 * 255), each optionally lazy (`?`); bracket classes with single characters,
 * ranges between plain characters, `\d`, `\s`, `\w` and escaped punctuation;
 * escapes `\d \D \w \W \s \S \n \t \r \f \v`, `\b`/`\B` (word boundary,
 * written `\y`/`\Y` for PostgreSQL) and a backslash before ASCII punctuation.
 * Not accepted: back-references, lookarounds, named groups, inline flags,
 * Unicode property and code point escapes, and patterns whose counted
 * repetitions would expand past what PostgreSQL compiles.
 */

/** Longest pattern accepted, in characters. */
const maxPatternLength = 1000;
/** Highest count PostgreSQL accepts in `{n,m}`. */
const maxRepeatCount = 255;
/** How many atoms counted repetitions may expand to (PostgreSQL expands them when compiling). */
const maxExpandedSize = 2000;

/** Escapes with the same meaning in both engines, and the two that PostgreSQL spells differently. */
const letterEscapes: Readonly<Record<string, string>> = {
  d: '\\d',
  D: '\\D',
  w: '\\w',
  W: '\\W',
  s: '\\s',
  S: '\\S',
  n: '\\n',
  t: '\\t',
  r: '\\r',
  f: '\\f',
  v: '\\v',
  b: '\\y',
  B: '\\Y',
};

/** Escapes accepted inside a bracket class (PostgreSQL refuses the negated classes there in old versions). */
const classLetterEscapes: Readonly<Record<string, string>> = {
  d: '\\d',
  s: '\\s',
  w: '\\w',
  n: '\\n',
  t: '\\t',
  r: '\\r',
  f: '\\f',
  v: '\\v',
};

const asciiPunctuation = /^[!-/:-@[-`{-~ ]$/;

class Unsupported extends Error {}

/** A parsed sequence: its PostgreSQL text and how many atoms it expands to. */
interface Piece {
  text: string;
  size: number;
  /** Whether a quantifier may follow. */
  quantifiable: boolean;
}

class PatternReader {
  private index = 0;
  private readonly chars: string[];

  constructor(pattern: string) {
    this.chars = Array.from(pattern);
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.index + offset];
  }

  private next(): string {
    const char = this.chars[this.index];
    if (char === undefined) throw new Unsupported('unexpected end');
    this.index += 1;
    return char;
  }

  readAll(): string {
    const result = this.readAlternation(0);
    if (this.index < this.chars.length) throw new Unsupported('unbalanced )');
    if (result.size > maxExpandedSize) throw new Unsupported('too complex');
    return result.text;
  }

  private readAlternation(depth: number): Piece {
    const branches = [this.readSequence(depth)];
    while (this.peek() === '|') {
      this.index += 1;
      branches.push(this.readSequence(depth));
    }
    return {
      text: branches.map((branch) => branch.text).join('|'),
      size: branches.reduce((sum, branch) => sum + branch.size, 0),
      quantifiable: false,
    };
  }

  private readSequence(depth: number): Piece {
    let text = '';
    let size = 0;
    for (let char = this.peek(); char !== undefined && char !== '|'; char = this.peek()) {
      if (char === ')') {
        if (depth === 0) throw new Unsupported('unbalanced )');
        break;
      }
      const atom = this.readQuantified(this.readAtom(depth));
      text += atom.text;
      size += atom.size;
      if (size > maxExpandedSize) throw new Unsupported('too complex');
    }
    return { text, size, quantifiable: false };
  }

  private readAtom(depth: number): Piece {
    const char = this.next();
    if (char === '(') return this.readGroup(depth);
    if (char === '[') return { text: this.readClass(), size: 1, quantifiable: true };
    if (char === '\\') return this.readEscape();
    if (char === '^' || char === '$') return { text: char, size: 1, quantifiable: false };
    if (char === '.') return { text: char, size: 1, quantifiable: true };
    if ('*+?{}]'.includes(char) || char === '\u0000') throw new Unsupported(`misplaced ${char}`);
    return { text: char, size: 1, quantifiable: true };
  }

  private readGroup(depth: number): Piece {
    let opening = '(';
    if (this.peek() === '?') {
      if (this.peek(1) !== ':') throw new Unsupported('group construct');
      this.index += 2;
      opening = '(?:';
    }
    const inner = this.readAlternation(depth + 1);
    if (this.next() !== ')') throw new Unsupported('unbalanced (');
    return { text: `${opening}${inner.text})`, size: Math.max(inner.size, 1), quantifiable: true };
  }

  private readEscape(): Piece {
    const char = this.next();
    const letter = letterEscapes[char];
    if (letter !== undefined) {
      const boundary = char === 'b' || char === 'B';
      return { text: letter, size: 1, quantifiable: !boundary };
    }
    if (asciiPunctuation.test(char)) return { text: `\\${char}`, size: 1, quantifiable: true };
    throw new Unsupported(`escape \\${char}`);
  }

  /** Reads a bracket class after its `[`, returning its PostgreSQL text. */
  private readClass(): string {
    let text = '[';
    if (this.peek() === '^') {
      this.index += 1;
      text += '^';
    }
    let items = 0;
    // The last item when it was one plain character, the only kind a range may start from.
    let previousPlain: string | undefined;
    for (let char = this.next(); char !== ']'; char = this.next()) {
      if (char === '[' || char === '\u0000') throw new Unsupported('[ inside a class');
      if (char === '\\') {
        const escaped = this.next();
        const letter = classLetterEscapes[escaped];
        if (letter !== undefined) text += letter;
        else if (asciiPunctuation.test(escaped)) text += `\\${escaped}`;
        else throw new Unsupported(`escape \\${escaped} in a class`);
        previousPlain = undefined;
      } else if (char === '-' && items > 0 && this.peek() !== ']') {
        const end = this.next();
        const start = previousPlain;
        if (start === undefined || start === '-' || '\\[]-\u0000'.includes(end)) {
          throw new Unsupported('range');
        }
        if ((start.codePointAt(0) ?? 0) > (end.codePointAt(0) ?? 0)) {
          throw new Unsupported('range out of order');
        }
        text += `-${end}`;
        previousPlain = undefined;
      } else {
        text += char;
        previousPlain = char;
      }
      items += 1;
    }
    if (items === 0) throw new Unsupported('empty class');
    return `${text}]`;
  }

  private readQuantified(atom: Piece): Piece {
    const char = this.peek();
    let repeat: number | undefined;
    let suffix: string;
    if (char === '*' || char === '+' || char === '?') {
      this.index += 1;
      suffix = char;
      repeat = char === '+' ? 2 : 1;
    } else if (char === '{') {
      const bounds = this.readBounds();
      suffix = bounds.text;
      repeat = bounds.expansion;
    } else {
      return atom;
    }
    if (!atom.quantifiable) throw new Unsupported('nothing to repeat');
    if (this.peek() === '?') {
      this.index += 1;
      suffix += '?';
    }
    const next = this.peek();
    if (next === '*' || next === '+' || next === '?' || next === '{') {
      throw new Unsupported('double quantifier');
    }
    return { text: atom.text + suffix, size: atom.size * repeat, quantifiable: false };
  }

  private readBounds(): { text: string; expansion: number } {
    const rest = this.chars.slice(this.index, this.index + 16).join('');
    const match = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(rest);
    if (!match) throw new Unsupported('malformed {');
    const min = Number(match[1]);
    const max = match[3] === undefined || match[3] === '' ? undefined : Number(match[3]);
    if (min > maxRepeatCount || (max !== undefined && (max > maxRepeatCount || max < min))) {
      throw new Unsupported('repeat count');
    }
    this.index += Array.from(match[0]).length;
    const exact = match[2] === undefined;
    const text = `{${min}${exact ? '' : `,${max ?? ''}`}}`;
    // PostgreSQL compiles {n} as n copies, {n,m} as m, {n,} as n plus a star.
    const expansion = exact ? min : (max ?? min + 1);
    return { text, expansion: Math.max(expansion, 1) };
  }
}

/**
 * The PostgreSQL (ARE) spelling of a JavaScript-style pattern, or `null` when
 * the pattern is outside the subset both engines read alike (see the module
 * comment), so the regex filter can match nothing instead of failing the query.
 * @example toPostgresRegex('\\bcat\\b') // '\\ycat\\y'
 * @example toPostgresRegex('(?<name>x)') // null
 */
export function toPostgresRegex(pattern: string): string | null {
  if (pattern.length === 0 || pattern.length > maxPatternLength) return null;
  try {
    return new PatternReader(pattern).readAll();
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
