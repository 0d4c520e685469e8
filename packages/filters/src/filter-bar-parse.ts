import type { Filter, FilterBar, FilterBarOperator } from './filter-bar.js';
import { getFilterDefinition, isFilterId } from './filter-catalogue.js';
import type { FilterParam, FilterParamValue } from './filter-param.js';
import { checkListElement, checkParamValue, paramSubject } from './param-value-check.js';
import { parsePlainDecimal } from './plain-decimal.js';
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

type Mode = 'strict' | 'lenient';
type ParamRead = { ok: true; value: FilterParamValue } | { ok: false; reason: string };

function asMarker(segment: string): FilterBarOperator | undefined {
  return segment === 'OR' || segment === 'AND' ? segment : undefined;
}

function readListElement(
  param: FilterParam,
  subject: string,
  element: string,
): { value: string } | { reason: string } {
  const value = unescapeFilterValue(element);
  if (value === null) return { reason: `${subject} has a malformed escape: "${element}"` };
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
    return mode === 'lenient'
      ? { ok: true, value: [] }
      : { ok: false, reason: `${subject} is empty` };
  }
  const values: string[] = [];
  for (const element of raw.split(',')) {
    const read = readListElement(param, subject, element);
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
  const text = unescapeFilterValue(raw);
  if (text === null) return { ok: false, reason: `${subject} has a malformed escape: "${raw}"` };
  let value: FilterParamValue = text;
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
    mode === 'lenient' &&
    problem.code === 'empty-parameter' &&
    (param.kind === 'text' || param.kind === 'date');
  return keepsDraft ? { ok: true, value } : { ok: false, reason: problem.message };
}

function readFilter(
  segment: string,
  mode: Mode,
  dropped: DroppedFilterText[],
): Filter | { reason: string } {
  const equals = segment.indexOf('=');
  if (equals < 0) {
    return {
      reason:
        asMarker(segment) !== undefined
          ? `The ${segment} marker must come first`
          : `"${segment}" has no "=" after the filter id`,
    };
  }
  const id = segment.slice(0, equals);
  const definition = getFilterDefinition(id);
  if (!definition || !isFilterId(id)) return { reason: `Unknown filter "${id}"` };
  const raws = segment.slice(equals + 1).split('.');
  if (raws.length !== definition.params.length) {
    const expected = definition.params.length;
    return {
      reason: `${definition.name} takes ${expected} parameter${expected === 1 ? '' : 's'}, found ${raws.length}`,
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
