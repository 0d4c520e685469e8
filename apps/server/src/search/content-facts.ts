import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { unindexedTail } from './index-watermark.js';
import { contentTextOf } from './run-content-text.js';

/**
 * What the message count, length and JSON filters test of a run, in SQL: the
 * filters test these expressions on the run, and the facts indexer stores
 * them (`run_content_facts`), so a stored fact and the filter's test agree
 * by construction.
 */

/** The JSON shape of a text, as stored: NULL when there is no text. */
export const jsonShapes = { text: 0, embedsObject: 1, document: 2 } as const;
export type JsonShape = (typeof jsonShapes)[keyof typeof jsonShapes];

/** The whole text is one JSON object or array (outer shape; the inside is not parsed). */
const jsonDocument = '^\\s*(\\{.*\\}|\\[.*\\])\\s*$';
/** The text holds a JSON object: a brace, a quoted key and a colon, then a closing brace. */
const embeddedJsonObject = '\\{\\s*"[^"]*"\\s*:.*\\}';

/**
 * The number of messages in an input: a list counts its elements; a single
 * string or object (one prompt or message) counts as one; NULL for no input,
 * or a bare number, boolean or JSON null.
 */
export function messageCountOf(input: Expression<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(case jsonb_typeof(${input})
    when 'array' then jsonb_array_length(${input})
    when 'string' then 1
    when 'object' then 1 end)`;
}

/** The characters (Unicode code points) of a text; NULL for no text. */
export function textLengthOf(text: Expression<string | null>): RawBuilder<number | null> {
  return sql<number | null>`char_length(${text})`;
}

/**
 * The `JsonShape` of a text: `document` when it is a JSON object or array
 * (it starts with `{` or `[` and ends with the matching `}` or `]`, ignoring
 * surrounding whitespace; PostgreSQL 15 cannot test that it parses without
 * failing the query), else `embedsObject` when it holds `{`, a quoted key
 * and `:`, then `}` (as in `Here it is: {"name": "Ada"}`), else `text`.
 */
export function jsonShapeOf(text: Expression<string | null>): RawBuilder<JsonShape | null> {
  return sql<JsonShape | null>`(case
    when ${text} ~ ${sql.lit(jsonDocument)} then ${sql.lit(jsonShapes.document)}
    when ${text} ~ ${sql.lit(embeddedJsonObject)} then ${sql.lit(jsonShapes.embedsObject)}
    when ${text} is not null then ${sql.lit(jsonShapes.text)} end)`;
}

/** The stored facts, each a column of `run_content_facts`. */
export type ContentFact =
  | 'input_messages'
  | 'input_chars'
  | 'output_chars'
  | 'input_json'
  | 'output_json';

/**
 * The texts a person reads in a run's input and output jsonb values
 * (`contentTextOf`), as the lateral subquery `texts (input_text,
 * output_text)` that `contentFactsOf` reads: each is built once for the two
 * facts that read it (PostgreSQL does not share equal subexpressions).
 */
export function readTextsLateral(
  input: Expression<unknown>,
  output: Expression<unknown>,
): RawBuilder<unknown> {
  return sql`lateral (select ${contentTextOf(input)} as input_text,
    ${contentTextOf(output)} as output_text) as texts`;
}

/**
 * Every fact of a run, in SQL, by column: from its input jsonb value, and the
 * texts of `readTextsLateral` (which the statement must join).
 */
export function contentFactsOf(input: Expression<unknown>): {
  readonly [Fact in ContentFact]: RawBuilder<number | null>;
} {
  const inputText = sql.ref<string | null>('texts.input_text');
  const outputText = sql.ref<string | null>('texts.output_text');
  return {
    input_messages: messageCountOf(input),
    input_chars: textLengthOf(inputText),
    output_chars: textLengthOf(outputText),
    input_json: jsonShapeOf(inputText),
    output_json: jsonShapeOf(outputText),
  };
}

/**
 * Runs that may pass `test` on one fact, as a condition on `run`: a superset
 * of the matches that the caller ANDs with the same test on the run, so
 * results are exactly the test's. The candidates are the runs whose stored
 * fact passes, and the facts indexer's un-indexed tail (runs changed at or
 * after its watermark, whose facts may be stale or missing). `kinds`, when
 * the read shows only runs of those kinds (a list of the logs page), keeps
 * the stored facts' read within them: a run whose kind changed since is in
 * the tail. One uncorrelated `IN`, read from the fact's index on
 * `(project_id, type, fact)` when few runs pass.
 */
export function contentFactCandidates(
  fact: ContentFact,
  test: (stored: Expression<number | null>) => Expression<SqlBool>,
  kinds: readonly string[] | null,
): RawBuilder<SqlBool> {
  const ofKinds = kinds === null ? sql`true` : sql`facts.type = any(${[...kinds]}::text[])`;
  return sql<SqlBool>`((run.project_id, run.id) in (
    select facts.project_id, facts.run_id from run_content_facts facts
      where ${ofKinds} and ${test(sql.ref(`facts.${fact}`))}
    union all ${unindexedTail('run_content_facts_state')}))`;
}

/**
 * `test` on one fact of the run, decided by its stored fact when that is
 * fresh (stored at the run's current `changed_at`, so computed from what it
 * holds now), else `exact`, the test on the fact computed from the run. A
 * stored fact is one primary-key probe; computing it decompresses the input
 * or output (at 10M runs, an LLM calls list whose toxic outputs were tested
 * for JSON: 8,193 runs, 479 ms).
 */
export function storedFactOrTest(
  fact: ContentFact,
  test: (stored: Expression<number | null>) => Expression<SqlBool>,
  exact: Expression<SqlBool>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce((select coalesce(${test(sql.ref(`stored.${fact}`))}, false)
    from run_content_facts stored
    where stored.project_id = run.project_id and stored.run_id = run.id
      and stored.changed_at = run.changed_at), ${exact})`;
}
