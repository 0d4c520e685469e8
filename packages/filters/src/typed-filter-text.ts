import { filterFieldLabels } from './fields.js';
import { filterCatalogue } from './filter-catalogue.js';
import type { FilterDefinition } from './filter-definition.js';
import type { FilterOptionSource, FilterParam } from './filter-param.js';
import { fixedOptionsOf } from './filter-param.js';
import { type FilterOperator, filterOperatorLabels } from './operators.js';
import { formatPlainDecimal } from './plain-decimal.js';

/**
 * How a person may name a filter in a hand-written URL, reduced to one form:
 * lower case, spaces and underscores as dashes (`Custom Events` → `custom-events`).
 */
function normalName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

const definitionsByTypedName: ReadonlyMap<string, FilterDefinition> = (() => {
  const names = new Map<string, FilterDefinition>();
  for (const definition of filterCatalogue as readonly FilterDefinition[]) {
    names.set(definition.id, definition);
  }
  // Display names, unless they are another filter's id.
  for (const definition of filterCatalogue as readonly FilterDefinition[]) {
    const name = normalName(definition.name);
    if (!names.has(name)) names.set(name, definition);
  }
  // Singular and plural forms (`model` for `models`), unless another filter has that name.
  for (const definition of filterCatalogue as readonly FilterDefinition[]) {
    const other = definition.id.endsWith('s') ? definition.id.slice(0, -1) : `${definition.id}s`;
    if (!names.has(other)) names.set(other, definition);
  }
  return names;
})();

/**
 * The filter a person meant by a typed name: its id or display name in any
 * case, or the singular or plural of its id.
 * @example findTypedFilter('Model')?.id // 'models'
 */
export function findTypedFilter(typed: string): FilterDefinition | undefined {
  return definitionsByTypedName.get(normalName(typed));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The id of the filter whose name is closest to a typed one that matched
 * none (at most two letters apart), for a "did you mean" hint.
 * @example suggestFilterId('modle') // 'models'
 */
export function suggestFilterId(typed: string): string | undefined {
  const name = normalName(typed);
  let best: { id: string; distance: number } | undefined;
  for (const [candidate, definition] of definitionsByTypedName) {
    const distance = editDistance(name, candidate);
    if (distance <= 2 && (!best || distance < best.distance))
      best = { id: definition.id, distance };
  }
  return best?.id;
}

/** Symbols and words a person may write for an operator. */
const operatorSpellings: Readonly<Record<string, FilterOperator>> = {
  '>': 'gt',
  '>=': 'gte',
  '=>': 'gte',
  '≥': 'gte',
  '<': 'lt',
  '<=': 'lte',
  '=<': 'lte',
  '≤': 'lte',
  '=': 'eq',
  '==': 'eq',
  '!=': 'neq',
  '<>': 'neq',
  is: 'eq',
  'is-not': 'neq',
};

function choicesOf(param: FilterParam): { value: string; label: string }[] | undefined {
  if (param.kind === 'operator') {
    return param.operators.map((value) => ({ value, label: filterOperatorLabels[value] }));
  }
  if (param.kind === 'field') {
    return param.choices.map((value) => ({ value, label: filterFieldLabels[value] }));
  }
  const options = fixedOptionsOf(param);
  return options ? [...options] : undefined;
}

/**
 * The choice a person meant by a typed value of a parameter with fixed
 * choices: the value or its label in any case (`Error`, `failed` for Status),
 * or an operator's symbol (`>=`); `undefined` when nothing matches or the
 * parameter has no fixed choices.
 * @example typedChoice(statusParam, 'Failed') // 'error'
 */
export function typedChoice(param: FilterParam, typed: string): string | undefined {
  const choices = choicesOf(param);
  if (!choices) return undefined;
  const text = typed.trim().toLowerCase();
  const byValue = choices.find((choice) => choice.value.toLowerCase() === text);
  if (byValue) return byValue.value;
  const byLabel = choices.find((choice) => choice.label.toLowerCase() === text);
  if (byLabel) return byLabel.value;
  if (param.kind === 'operator') {
    const spelled = Object.hasOwn(operatorSpellings, normalName(text))
      ? operatorSpellings[normalName(text)]
      : undefined;
    if (spelled && param.operators.includes(spelled)) return spelled;
  }
  return undefined;
}

const sampleValues: Readonly<Record<FilterOptionSource, string>> = {
  models: 'gpt-4o',
  'custom-events': 'signup',
  names: 'planner',
  tags: 'production',
  templates: 'welcome',
  topics: 'billing',
  users: 'user-123',
  metadata: 'env',
  evaluators: 'my-evaluator',
};

function sampleOf(param: FilterParam): string {
  switch (param.kind) {
    case 'number':
      return formatPlainDecimal(param.default);
    case 'select':
    case 'operator':
    case 'field':
      return param.default;
    case 'multi-select':
      return 'options' in param ? (param.options[0]?.value ?? 'value') : sampleValues[param.source];
    case 'text':
      return param.source ? sampleValues[param.source] : param.label.toLowerCase();
    case 'date':
      return '2026-01-31';
  }
}

/**
 * How to write a filter by hand, as shown in messages: `id=value.value`,
 * unescaped so a person can read it.
 * @example filterExample(getFilterDefinition('cost')!) // 'cost=gt.0.1'
 */
export function filterExample(definition: FilterDefinition): string {
  return `${definition.id}=${definition.params.map(sampleOf).join('.')}`;
}

const comparison = /^([^=<>!≥≤]+?)\s*(>=|<=|!=|>|<|≥|≤)\s*([^=<>!≥≤]*)$/;

/**
 * A comparison written the way people write one (`cost>0.5`, `tokens<=100`)
 * as the filter string's own form (`cost=gt.0.5`, `tokens=total.lte.100`), for
 * filters compared by one operator and a number; parameters before the
 * operator take their defaults. `undefined` when the text is no such comparison.
 */
export function rewriteComparison(segment: string): string | undefined {
  const match = comparison.exec(segment);
  if (!match) return undefined;
  const [, name = '', symbol = '', number = ''] = match;
  const definition = findTypedFilter(name);
  if (!definition) return undefined;
  const at = definition.params.findIndex((param) => param.kind === 'operator');
  const operator = at < 0 ? undefined : definition.params[at];
  const operand = definition.params[at + 1];
  if (
    operator?.kind !== 'operator' ||
    operand?.kind !== 'number' ||
    at + 2 !== definition.params.length
  ) {
    return undefined;
  }
  const spelled = operatorSpellings[symbol];
  if (!spelled) return undefined;
  const before = definition.params.slice(0, at).map(sampleOf);
  return `${definition.id}=${[...before, spelled, number.trim()].join('.')}`;
}

/**
 * When a typed value is a bare number where the filter wants an operator
 * first (`cost=0.5`, which names no comparison), how to write it instead;
 * `undefined` for any other value.
 * @example missingOperatorHint(getFilterDefinition('cost')!, '0.5') // 'cost=gt.0.5 or cost>0.5'
 */
export function missingOperatorHint(
  definition: FilterDefinition,
  rawValue: string,
): string | undefined {
  const last = definition.params.at(-1);
  const operator = definition.params.at(-2);
  if (last?.kind !== 'number' || operator?.kind !== 'operator') return undefined;
  const number = rawValue.trim();
  if (!/^-?\d+(\.\d+)?$/.test(number)) return undefined;
  const before = definition.params.slice(0, -2).map(sampleOf);
  const written = [...before, operator.default, number].join('.');
  return `${definition.id}=${written} or ${definition.id}>${number}`;
}
