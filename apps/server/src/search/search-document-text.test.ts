import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { searchDocumentSql } from './search-document.js';
import { searchDocumentText } from './search-document-text.js';

/** Stored input and output pairs: JSON strings, objects, escapes, edges of words and sizes. */
const texts: [unknown, unknown][] = [
  ['Our business days are Monday-Friday.', 'OK'],
  [
    { question: 'Refund?' },
    { answer: 'Refund within 5 business\ndays', url: 'https://x.io/a.b?c=1' },
  ],
  [[{ role: 'user', content: 'say "hi" to Bob' }], { role: 'assistant', content: 'hi Bob' }],
  ['Straße café 日本語 ünïcode 😀 emoji', 'STRASSE'],
  [`a${'x'.repeat(300)}b end`, 'long'],
  ['ab abc abcd ABCDE a1b2c3 007 x', null],
  [null, null],
  ['', { n: 1.5e3, t: true, nothing: null, nested: { deep: ['Tab\there'] } }],
  [Array.from({ length: 60_000 }, (_, index) => `zz${index.toString(36)}`).join(' '), 'huge'],
];

describe.each(testDatabaseTargets())('search documents built in the server ($kind)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await sql`create temporary table doc_text (n int, input jsonb, output jsonb)`.execute(
      handle.db,
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('equals the document PostgreSQL builds, for every text', async () => {
    await sql`insert into doc_text select * from unnest(
      ${texts.map((_, index) => index)}::int[],
      ${texts.map(([input]) => (input === null ? null : JSON.stringify(input)))}::jsonb[],
      ${texts.map(([, output]) => (output === null ? null : JSON.stringify(output)))}::jsonb[])`.execute(
      handle.db,
    );
    const { rows } = await sql<{
      n: number;
      input_text: string | null;
      output_text: string | null;
      in_database: string | null;
    }>`select r.n, r.input #>> '{}' as input_text, r.output #>> '{}' as output_text,
        ${searchDocumentSql()}::text as in_database
      from doc_text r order by r.n`.execute(handle.db);
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) {
      const built = searchDocumentText(row.input_text, row.output_text);
      expect(built).not.toBe('database');
      const inServer =
        built === null || built === 'database'
          ? null
          : (
              await sql<{
                document: string;
              }>`select ${built.literal}::tsvector::text as document`.execute(handle.db)
            ).rows[0]?.document;
      expect({ n: row.n, document: inServer }).toEqual({ n: row.n, document: row.in_database });
    }
  });

  it('lists the words of a document for the vocabulary, cut as the document cuts them', () => {
    const built = searchDocumentText(`Refund REFUND within ${'x'.repeat(150)}`, '{"days": 5}');
    expect(built).toEqual({
      literal: `'refund' 'within' '${'x'.repeat(100)}' 'days' '5' '~~long'`,
      words: ['refund', 'within', 'x'.repeat(100), 'days', '5'],
    });
  });

  it('leaves to the database a text whose characters only its lower case can fold', () => {
    expect(searchDocumentText('\u212Aelvin scale', null)).toBe('database');
    expect(searchDocumentText(null, 'İstanbul')).toBe('database');
    expect(searchDocumentText('ıstanbul café', null)).not.toBe('database');
  });
});
