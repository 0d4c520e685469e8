import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Filter, FilterBar } from './filter-bar.js';
import { parseFilterBar, parseFilterBarLenient, parseTypedFilterBar } from './filter-bar-parse.js';
import { serializeFilterBar } from './filter-bar-serialize.js';
import { validateFilterBar } from './filter-bar-validate.js';
import { filterCatalogue } from './filter-catalogue.js';
import type { FilterDefinition } from './filter-definition.js';
import type { FilterParam, FilterParamValue } from './filter-param.js';

const runs = { numRuns: 1000 };

/** Characters that mean something in the filter string or in its escapes. */
const structural = [
  '.',
  ',',
  '&',
  '=',
  '%',
  '%2E',
  '%2',
  '%E0',
  'OR',
  'AND',
  ' ',
  '+',
  '\\',
  '€',
  '😀',
];

/** Non-empty text, rich in structural characters, spaces and unicode (never a lone surrogate). */
const text = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.string({ unit: 'binary', minLength: 1 }),
  fc.string({ unit: fc.constantFrom(...structural, 'a', '1'), minLength: 1 }),
);

const isoDate = fc
  .date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .chain((date) => fc.constantFrom(date.toISOString(), date.toISOString().slice(0, 10)));

/** -0 is written as 0, so bars hold 0 instead. */
const noNegativeZero = (value: number) => (value === 0 ? 0 : value);

function paramValue(param: FilterParam): fc.Arbitrary<FilterParamValue> {
  switch (param.kind) {
    case 'select':
      return fc.constantFrom(...param.options.map((option) => option.value));
    case 'operator':
      return fc.constantFrom(...param.operators);
    case 'field':
      return fc.constantFrom(...param.choices);
    case 'multi-select':
      return 'options' in param
        ? fc.uniqueArray(fc.constantFrom(...param.options.map((option) => option.value)), {
            minLength: 1,
          })
        : fc.array(text, { minLength: 1, maxLength: 4 });
    case 'number': {
      const range = { min: param.min ?? -1e25, max: param.max ?? 1e25, noNaN: true };
      return fc
        .oneof(fc.double(range), fc.integer({ min: param.min ?? 0, max: param.max ?? 100_000 }))
        .map(noNegativeZero);
    }
    case 'date':
      return isoDate;
    case 'text':
      return text;
  }
}

function filterOf(definition: FilterDefinition): fc.Arbitrary<Filter> {
  return fc
    .tuple(...definition.params.map(paramValue))
    .map((params) => ({ id: definition.id, params }) as Filter);
}

const anyFilter = fc.oneof(...filterCatalogue.map(filterOf));

/** A valid bar: every parameter filled and allowed; an empty bar is AND (its combinator means nothing). */
const validBar: fc.Arbitrary<FilterBar> = fc
  .record({
    operator: fc.constantFrom('AND', 'OR'),
    filters: fc.array(anyFilter, { maxLength: 6 }),
  })
  .map((bar) => (bar.filters.length === 0 ? { ...bar, operator: 'AND' } : bar) as FilterBar);

/** A filter with at least one of its text parameters left empty, the rest valid. */
const draftFilter: fc.Arbitrary<Filter> = fc.oneof(
  ...filterCatalogue
    .filter((definition) => definition.params.some((param: FilterParam) => param.kind === 'text'))
    .map((definition: FilterDefinition) =>
      fc
        .tuple(
          ...definition.params.map((param) =>
            param.kind === 'text' ? fc.constantFrom('', 'x') : paramValue(param),
          ),
        )
        .filter((params) => params.includes(''))
        .map((params) => ({ id: definition.id, params }) as Filter),
    ),
);

/** Strings made of the pieces a filter string is built from, in any order. */
const structuralString = fc
  .array(
    fc.oneof(
      fc.constantFrom(...structural, ...filterCatalogue.map((definition) => `${definition.id}=`)),
      fc.constantFrom(
        '-1',
        '0',
        '5',
        'gt',
        'input',
        'any',
        'en',
        'success',
        '2024-02-30',
        '\uD800',
        '\uDC00',
      ),
    ),
    { maxLength: 20 },
  )
  .map((pieces) => pieces.join(''));

const arbitraryText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), structuralString);

describe('filter string codec', () => {
  it('reads back every valid bar it writes, strictly, leniently and as typed by hand', () => {
    fc.assert(
      fc.property(validBar, (bar) => {
        const written = serializeFilterBar(bar);
        expect(parseFilterBar(written)).toEqual(bar);
        expect(parseFilterBarLenient(written)).toEqual({ bar, dropped: [] });
        expect(parseTypedFilterBar(written)).toEqual({ bar, dropped: [] });
      }),
      runs,
    );
  });

  it('generates only bars that validation accepts as far as their values go', () => {
    fc.assert(
      fc.property(validBar, (bar) => {
        const valueProblems = validateFilterBar(bar, { context: 'logs' }).filter(
          (problem) => !['once-per-bar', 'evaluation-only'].includes(problem.code),
        );
        expect(valueProblems).toEqual([]);
      }),
      runs,
    );
  });

  it('keeps values free of structure once written', () => {
    fc.assert(
      fc.property(validBar, (bar) => {
        const written = serializeFilterBar(bar);
        const segments =
          written === '' ? [] : written.split('&').filter((segment) => segment !== 'OR');
        expect(segments).toHaveLength(bar.filters.length);
        for (const [index, segment] of segments.entries()) {
          const filter = bar.filters[index];
          expect(segment.startsWith(`${filter?.id}=`)).toBe(true);
          expect(segment.split('=')).toHaveLength(2);
          expect(segment.split('.')).toHaveLength(filter?.params.length ?? -1);
        }
      }),
      runs,
    );
  });

  it('never throws on any string, and what it reads is stable when written again', () => {
    fc.assert(
      fc.property(arbitraryText, (input) => {
        const strict = parseFilterBar(input);
        expect(parseFilterBar(serializeFilterBar(strict)).filters).toEqual(strict.filters);
        const lenient = parseFilterBarLenient(input).bar;
        expect(parseFilterBarLenient(serializeFilterBar(lenient)).bar.filters).toEqual(
          lenient.filters,
        );
      }),
      runs,
    );
  });

  it('only ever returns strictly valid filters from a strict parse', () => {
    fc.assert(
      fc.property(arbitraryText, (input) => {
        const problems = validateFilterBar(parseFilterBar(input), { context: 'evaluations' });
        const valueProblems = problems.filter((problem) =>
          ['unknown-filter', 'wrong-arity', 'empty-parameter', 'invalid-parameter'].includes(
            problem.code,
          ),
        );
        expect(valueProblems).toEqual([]);
      }),
      runs,
    );
  });

  it('drops a filter whose text parameter is empty, and keeps it as a draft leniently', () => {
    fc.assert(
      fc.property(validBar, draftFilter, (bar, draft) => {
        const written = serializeFilterBar({ ...bar, filters: [...bar.filters, draft] });
        expect(parseFilterBar(written).filters).toEqual(bar.filters);
        expect(parseFilterBarLenient(written).bar.filters).toEqual([...bar.filters, draft]);
      }),
      runs,
    );
  });

  it('never throws when writing, even values a bar should not hold', () => {
    const odd = fc.oneof(
      fc.string({ unit: fc.constantFrom('\uD800', '\uDFFF', 'a', '.') }),
      fc.double(),
      fc.array(fc.string({ unit: fc.constantFrom('\uD800', ',', 'b') })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...filterCatalogue.map((d) => d.id)),
        fc.array(odd),
        (id, params) => {
          const written = serializeFilterBar({ operator: 'OR', filters: [{ id, params }] });
          expect(() => parseFilterBarLenient(written)).not.toThrow();
        },
      ),
      runs,
    );
  });
});
