import type { Selectable } from 'kysely';
import type { RunTable } from '../db/schema.js';
import { subjectText } from '../evaluations/subject-text.js';

/**
 * Characters of each side an enricher reads: a 1 MB input is enriched by its
 * start, so one run never holds a batch up.
 */
export const maxEnrichedTextLength = 10_000;

/** The run types enriched (issue 15: LLM calls, chat messages and threads; `convo` is `thread`'s legacy name). */
export const enrichedRunTypes = ['llm', 'chat', 'thread', 'convo'] as const;

/** The texts of a run the enrichers read; null where the run has no such side (or only blanks). */
export interface EnrichmentTexts {
  input: string | null;
  output: string | null;
}

function isMessage(value: unknown): value is { role?: unknown; content?: unknown } {
  return typeof value === 'object' && value !== null && 'content' in value;
}

/**
 * What a run's input says as its user wrote it: for a chat list, its user
 * messages (system prompts and earlier answers would skew language, tone and
 * topics); otherwise the text the filters read (`subjectText`).
 */
function inputText(input: unknown): string | null {
  if (Array.isArray(input) && input.length > 0 && input.every(isMessage)) {
    const users = input.filter((message) => message.role === 'user');
    if (users.length > 0) return subjectText(users);
  }
  return subjectText(input);
}

function bounded(text: string | null): string | null {
  if (text === null || text.trim() === '') return null;
  return text.length > maxEnrichedTextLength ? text.slice(0, maxEnrichedTextLength) : text;
}

/** The input and output text a run's enrichers read, each at most `maxEnrichedTextLength`. */
export function enrichmentTexts(
  run: Pick<Selectable<RunTable>, 'input' | 'output'>,
): EnrichmentTexts {
  return { input: bounded(inputText(run.input)), output: bounded(subjectText(run.output)) };
}
