import { type Expression, type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** A query whose rows are runs (`run`). */
type RunExpressionBuilder = ExpressionBuilder<Database, 'run'>;

/** The sides of a run that content filters read. */
export type ContentField = 'input' | 'output';

/** The column of each content field: the only column names content filters write into SQL. */
const contentColumns = {
  input: 'run.input',
  output: 'run.output',
} as const satisfies Record<ContentField, `run.${string}`>;

type Text = RawBuilder<string | null>;

/** The jsonb value of a field. */
export function fieldValue(eb: RunExpressionBuilder, field: ContentField): Expression<unknown> {
  return eb.ref(contentColumns[field]);
}

/**
 * The whole stored field as text: a JSON string reads as the string itself,
 * anything else as its JSON text (keys, roles and tool calls included). NULL
 * when the run has no such field.
 */
export function storedText(eb: RunExpressionBuilder, field: ContentField): Text {
  return sql<string | null>`(${fieldValue(eb, field)} #>> '{}')`;
}

/**
 * The text a person reads in one message or value: a message's string
 * content, the text parts of a multi-part content joined by newlines, '' for
 * a message with null content (tool calls only), a plain string as itself,
 * and any other value as its JSON text.
 */
function messageText(value: Expression<unknown>): Text {
  return sql<string | null>`(case jsonb_typeof(${value} -> 'content')
    when 'string' then ${value} ->> 'content'
    when 'array' then coalesce((select string_agg(parts.part ->> 'text', E'\\n')
      from jsonb_array_elements(${value} -> 'content') as parts(part)), '')
    when 'null' then ''
    else ${value} #>> '{}' end)`;
}

/** Whether a value is a list of chat messages (its first element has a `content`). */
function isMessageList(value: Expression<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(jsonb_typeof(${value}) = 'array'
    and jsonb_typeof(${value} -> 0 -> 'content') is not null)`;
}

/**
 * What a person reads in a field: for a list of chat messages, the text of
 * each message joined by newlines; otherwise the text of the one message or
 * value (see `messageText`). NULL when the run has no such field.
 */
export function contentText(eb: RunExpressionBuilder, field: ContentField): Text {
  return contentTextOf(fieldValue(eb, field));
}

/** `contentText` of a jsonb value: what the search indexer stores facts of (`content-facts.ts`). */
export function contentTextOf(value: Expression<unknown>): Text {
  return sql<string | null>`(case when ${isMessageList(value)}
    then (select string_agg(${messageText(sql`messages.message`)}, E'\\n' order by messages.position)
      from jsonb_array_elements(${value}) with ordinality as messages(message, position))
    else ${messageText(value)} end)`;
}

/**
 * The text a field starts with (`first`) or ends with (`last`): the first or
 * last message of a chat list, else the field's content text.
 */
export function edgeMessageText(
  eb: RunExpressionBuilder,
  field: ContentField,
  edge: 'first' | 'last',
): Text {
  const value = fieldValue(eb, field);
  const message = edge === 'first' ? sql`(${value} -> 0)` : sql`(${value} -> -1)`;
  return sql<string | null>`(case when ${isMessageList(value)}
    then ${messageText(message)}
    else ${messageText(value)} end)`;
}
