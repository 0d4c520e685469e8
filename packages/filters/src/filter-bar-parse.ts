import type { Filter, FilterBar, FilterBarOperator } from './filter-bar.js';
import { getFilterDefinition, isFilterId } from './filter-catalogue.js';
import type { FilterDefinition } from './filter-definition.js';
import type { FilterParam, FilterParamValue } from './filter-param.js';
import { checkListElement, checkParamValue, paramSubject } from './param-value-check.js';
import { parsePlainDecimal } from './plain-decimal.js';
import {
  filterExample,
  findTypedFilter,
  missingOperatorHint,
  rewriteComparison,
  suggestFilterId,
  typedChoice,
} from './typed-filter-text.js';
import { unescapeFilterValue } from './value-escape.js';

/** A piece of a filter string that parsing left out, and why. */
export interface DroppedFilterText {
  /** The text left out: a whole `id=…` segment, or one value of a multi-select. */
  readonly segment: string;
  /** Why, in words a user understands. */
  readonly reason: string;
}

/** What lenient parsing kept and what it left out. */
export interface LenientFilterBarParse {
  readonly bar: FilterBar;
  readonly dropped: DroppedFilterText[];
}

/**
 * `strict` for stored and sent strings; `lenient` keeps drafts; `typed` is
 * lenient and also reads what a person writes by hand in a URL.
 */
type Mode = 'strict' | 'lenient' | 'typed';
type ParamRead = { ok: true; value: FilterParamValue } | { ok: false; reason: string };

function asMarker(segment: string): FilterBarOperator | undefined {
  return segment === 'OR' || segment === 'AND' ? segment : undefined;
}

/**
 * The text of one written value. By hand, a `%` that starts no escape is the
 * character itself (`search=50%`), and spaces around a choice or a number mean nothing.
 */
function readText(param: FilterParam, written: string, mode: Mode): string | null {
  if (mode !== 'typed') return unescapeFilterValue(written);
  // Only a person leaves spaces unescaped: the app writes them as %20, which stays.
  const typed = param.kind === 'text' ? written : written.trim();
  return unescapeFilterValue(typed) ?? typed;
}

function readListElement(
  param: FilterParam,
  subject: string,
  element: string,
  mode: Mode,
): { value: string } | { reason: string } {
  const text = readText(param, element, mode);
  if (text === null) return { reason: `${subject} has a malformed escape: "${element}"` };
  const value = mode === 'typed' ? (typedChoice(param, text) ?? text) : text;
  const problem = checkListElement(param, value, subject);
  return problem ? { reason: problem.message } : { value };
}

function readList(
  param: FilterParam,
  subject: string,
  raw: string,
  mode: Mode,
  dropped: DroppedFilterText[],
): ParamRead {
  if (raw === '') {
    return mode !== 'strict'
      ? { ok: true, value: [] }
      : { ok: false, reason: `${subject} is empty` };
  }
  const values: string[] = [];
  for (const element of raw.split(',')) {
    const read = readListElement(param, subject, element, mode);
    if ('value' in read) values.push(read.value);
    else if (mode === 'strict') return { ok: false, reason: read.reason };
    else dropped.push({ segment: element, reason: read.reason });
  }
  if (values.length === 0) return { ok: false, reason: `${subject} has no valid value left` };
  return { ok: true, value: values };
}

function readParam(
  param: FilterParam,
  subject: string,
  raw: string,
  mode: Mode,
  dropped: DroppedFilterText[],
): ParamRead {
  if (param.kind === 'multi-select') return readList(param, subject, raw, mode, dropped);
  const text = readText(param, raw, mode);
  if (text === null) return { ok: false, reason: `${subject} has a malformed escape: "${raw}"` };
  let value: FilterParamValue = mode === 'typed' ? (typedChoice(param, text) ?? text) : text;
  if (param.kind === 'select' && param.formerValues && Object.hasOwn(param.formerValues, text)) {
    value = param.formerValues[text] ?? text;
  }
  if (param.kind === 'number' && text !== '') {
    const number = parsePlainDecimal(text);
    if (number === null) return { ok: false, reason: `"${text}" is not a number for ${subject}` };
    value = number;
  }
  const problem = checkParamValue(param, value, subject);
  if (!problem || problem.code === 'out-of-range') return { ok: true, value };
  const keepsDraft =
    mode !== 'strict' &&
    problem.code === 'empty-parameter' &&
    (param.kind === 'text' || param.kind === 'date');
  return keepsDraft ? { ok: true, value } : { ok: false, reason: problem.message };
}

function definitionOf(id: string, mode: Mode): FilterDefinition | { reason: string } {
  const definition = mode === 'typed' ? findTypedFilter(id) : getFilterDefinition(id);
  if (definition && isFilterId(definition.id)) return definition;
  const suggestion = mode === 'typed' ? suggestFilterId(id) : undefined;
  return {
    reason: `Unknown filter "${id}"${suggestion ? ` (did you mean ${suggestion}?)` : ''}`,
  };
}

/** Why a segment without `=` was left out. */
function noEqualsReason(segment: string, mode: Mode): string {
  if (asMarker(segment) !== undefined) return `The ${segment} marker must come first`;
  if (mode !== 'typed') return `"${segment}" has no "=" after the filter id`;
  const definition = findTypedFilter(segment);
  return definition
    ? `${definition.name} needs a value, such as ${filterExample(definition)}`
    : `"${segment}" names no filter: write name=value, such as status=error or models=gpt-4o`;
}

/**
 * The positional values of a filter. A person typing a URL does not escape
 * the dots inside a value (`models=gpt-4.1`, `cost=gt.0.5`): in `typed` mode
 * the dots beyond the filter's parameter count belong to its last value.
 */
function splitParams(text: string, count: number, mode: Mode): string[] {
  const raws = text.split('.');
  if (mode !== 'typed' || raws.length <= count || count === 0) return raws;
  return [...raws.slice(0, count - 1), raws.slice(count - 1).join('.')];
}

function readFilter(
  written: string,
  mode: Mode,
  dropped: DroppedFilterText[],
): Filter | { reason: string } {
  let segment = mode === 'typed' ? (rewriteComparison(written) ?? written) : written;
  if (mode === 'typed' && !segment.includes('=') && segment.includes(':')) {
    // `status:error`, as search boxes take it, when the part before `:` names a filter.
    const colon = segment.indexOf(':');
    if (findTypedFilter(segment.slice(0, colon))) {
      segment = `${segment.slice(0, colon)}=${segment.slice(colon + 1)}`;
    }
  }
  const equals = segment.indexOf('=');
  if (equals < 0) return { reason: noEqualsReason(segment, mode) };
  const definition = definitionOf(segment.slice(0, equals), mode);
  if ('reason' in definition) return definition;
  const id = definition.id;
  if (!isFilterId(id)) return { reason: `Unknown filter "${id}"` };
  const text = segment.slice(equals + 1);
  const hint = mode === 'typed' ? missingOperatorHint(definition, text) : undefined;
  if (hint) return { reason: `${definition.name} needs a comparison before the number: ${hint}` };
  const raws = splitParams(text, definition.params.length, mode);
  if (raws.length !== definition.params.length) {
    const expected = definition.params.length;
    const example = mode === 'typed' ? `, such as ${filterExample(definition)}` : '';
    return {
      reason: `${definition.name} takes ${expected} parameter${expected === 1 ? '' : 's'}, found ${raws.length}${example}`,
    };
  }
  const params: FilterParamValue[] = [];
  const valueDrops: DroppedFilterText[] = [];
  for (const [index, param] of definition.params.entries()) {
    const subject = paramSubject(definition.name, param);
    const read = readParam(param, subject, raws[index] ?? '', mode, valueDrops);
    if (!read.ok) return { reason: read.reason };
    params.push(read.value);
  }
  dropped.push(...valueDrops);
  return { id, params };
}

function parse(text: string, mode: Mode): LenientFilterBarParse {
  const dropped: DroppedFilterText[] = [];
  const filters: Filter[] = [];
  let operator: FilterBarOperator = 'AND';
  let atStart = true;
  for (const segment of typeof text === 'string' ? text.split('&') : []) {
    if (segment === '') continue;
    const marker = atStart ? asMarker(segment) : undefined;
    atStart = false;
    if (marker) {
      operator = marker;
      continue;
    }
    const filter = readFilter(segment, mode, dropped);
    if ('reason' in filter) dropped.push({ segment, reason: filter.reason });
    else filters.push(filter);
  }
  return { bar: { operator, filters }, dropped };
}

/**
 * Reads a filter string strictly (SPEC §4): a filter is dropped when its id is
 * unknown, a parameter is empty, missing or extra, a number does not parse, a
 * value is not one of its choices, a date is malformed, or an escape is
 * malformed. A select value an earlier version wrote (`formerValues`) reads as
 * its current value. Never throws; `''` is an empty AND bar.
 * @example
 * parseFilterBar('OR&status=error&oops=1')
 * // { operator: 'OR', filters: [{ id: 'status', params: ['error'] }] }
 */
export function parseFilterBar(text: string): FilterBar {
  return parse(text, 'strict').bar;
}

/**
 * Reads a filter string keeping what it can, for restoring a half-edited bar
 * in the UI: text, date and multi-select parameters may stay empty (a draft
 * the user has not filled in yet), and the invalid values of a multi-select
 * are removed instead of dropping the whole filter. Everything left out is
 * listed in `dropped`. Never throws.
 * @example
 * parseFilterBarLenient('search=&languages=input.en,xx')
 * // bar: search [''] and languages ['input', ['en']]; dropped: [{ segment: 'xx', … }]
 */
export function parseFilterBarLenient(text: string): LenientFilterBarParse {
  return parse(text, 'lenient');
}

/**
 * Reads a filter string a person may have written by hand in a URL: lenient
 * (see {@link parseFilterBarLenient}) and forgiving of how people write:
 * unescaped dots inside the last value (`models=gpt-4.1`, `cost=gt.0.5`),
 * filter names and choices in any case or by their label (`Status=Failed`),
 * singular or plural names (`model=`), comparisons (`cost>0.5`) and
 * `name:value`. What it still cannot read is listed in `dropped` with a reason
 * that says how to write it. Never throws.
 * @example
 * parseTypedFilterBar('Model=gpt-4.1&cost>0.5').bar.filters
 * // [{ id: 'models', params: [['gpt-4.1']] }, { id: 'cost', params: ['gt', 0.5] }]
 */
export function parseTypedFilterBar(text: string): LenientFilterBarParse {
  return parse(text, 'typed');
}
