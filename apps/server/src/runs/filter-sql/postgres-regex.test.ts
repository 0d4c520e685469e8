import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { toPostgresRegex } from './postgres-regex.js';

describe('toPostgresRegex', () => {
  it.each([
    ['^\\d+$', '^\\d+$'],
    ['\\bcat\\B', '\\ycat\\Y'],
    ['[a-z_]+@[\\w.-]+', '[a-z_]+@[\\w.-]+'],
    ['(?:ab|c){2,3}?x*?', '(?:ab|c){2,3}?x*?'],
    ['\\$\\d+\\.\\d{2}', '\\$\\d+\\.\\d{2}'],
    ['[^\\]\\\\]', '[^\\]\\\\]'],
    ['a|', 'a|'],
    ['[-a][a-]', '[-a][a-]'],
    ['日本.*🚀$', '日本.*🚀$'],
    ['a{255}', 'a{255}'],
    ['((a{100}){10})', '((a{100}){10})'],
    ['((.{40}){50})', '((.{40}){50})'],
  ])('translates %s', (pattern, expected) => {
    expect(toPostgresRegex(pattern)).toBe(expected);
  });

  it.each([
    ['an empty pattern', ''],
    ['an unclosed group', '(a'],
    ['an unopened group', 'a)'],
    ['a named group', '(?<n>x)'],
    ['a lookahead', '(?=x)'],
    ['inline flags', '(?i)x'],
    ['a back-reference', '(a)\\1'],
    ['a Unicode property', '\\p{L}'],
    ['a code point escape', '\\u0041'],
    ['a hex escape', '\\x41'],
    ['a double quantifier', 'a**'],
    ['a leading quantifier', '*a'],
    ['a quantified anchor', '^*'],
    ['a quantified boundary', '\\b+'],
    ['a count over 255', 'a{256}'],
    ['counts out of order', 'a{3,2}'],
    ['a brace that is no count', 'a{,2}'],
    ['a lone brace', 'a}'],
    ['a lone bracket', 'a]'],
    ['an empty class', '[]'],
    ['an empty negated class', '[^]'],
    ['a range out of order', '[z-a]'],
    ['a range from a class escape', '[\\d-z]'],
    ['a chained range', '[a-c-e]'],
    ['a POSIX class', '[[:alpha:]]'],
    ['a trailing backslash', 'a\\'],
    ['a NUL character', 'a\u0000'],
    ['a repetition too large to compile', '(a{255}){255}'],
    ['a repetition past the expansion budget', '((.{40}){51})'],
    ['a very long pattern', 'a'.repeat(1001)],
  ])('refuses %s', (_label, pattern) => {
    expect(toPostgresRegex(pattern)).toBeNull();
  });
});

const patternAlphabet = [
  ...'ab.*+?()[]{}|^$\\-,0125dwsbBDWS:<=!^ é日',
  '\\d',
  '\\b',
  '\\.',
  '{2}',
  '{1,3}',
  '[a-c]',
  '(?:',
];
// ASCII samples: on other letters PostgreSQL's \w, \b and \d follow Unicode (é is a word
// character), while JavaScript's follow ASCII; there the database's reading is the one users get.
const sampleAlphabet = [...'ab.*+?()[]{}|^$\\-,012 _x'];

describe.each(testDatabaseTargets())('toPostgresRegex on $kind', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open();
  });

  afterAll(async () => {
    await handle.close();
  });

  async function postgresMatches(regex: string, samples: string[]): Promise<boolean[]> {
    const tests = samples.map((sample) => sql`${sample}::text ~ ${regex}::text`);
    const { rows } = await sql<{
      matches: boolean[];
    }>`select array[${sql.join(tests)}] as matches`.execute(handle.db);
    return rows[0]?.matches ?? [];
  }

  it('accepts only patterns PostgreSQL runs, and they match as in JavaScript', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...patternAlphabet), { minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ unit: fc.constantFrom(...sampleAlphabet), maxLength: 8 }), {
          minLength: 3,
          maxLength: 3,
        }),
        async (parts, samples) => {
          const pattern = parts.join('');
          const regex = toPostgresRegex(pattern);
          if (regex === null) return;
          accepted += 1;
          const javascript = new RegExp(pattern);
          expect(await postgresMatches(regex, samples)).toEqual(
            samples.map((sample) => javascript.test(sample)),
          );
        },
      ),
      { numRuns: 400 },
    );
    // The property must have exercised real patterns, not only refused ones.
    expect(accepted).toBeGreaterThan(50);
  });
});
