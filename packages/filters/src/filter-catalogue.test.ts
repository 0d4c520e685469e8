import { languageCodes, tonePersonas } from '@lookout/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TypedFilter } from './filter-bar.js';
import {
  type FilterId,
  type FilterParamsOf,
  filterCatalogue,
  getFilterDefinition,
  isFilterId,
} from './filter-catalogue.js';
import type { FilterDefinition } from './filter-definition.js';
import type { FilterParam } from './filter-param.js';
import { filterOperatorLabels } from './operators.js';
import { checkParamValue } from './param-value-check.js';

const catalogue: readonly FilterDefinition[] = filterCatalogue;
const ids = catalogue.map((definition) => definition.id);
const idsWhere = (flag: 'onlyOncePerBar' | 'evaluationOnly' | 'disabledInEvaluations') =>
  catalogue.filter((definition) => definition[flag]).map((definition) => definition.id);
const paramsOf = (id: FilterId): readonly FilterParam[] => getFilterDefinition(id)?.params ?? [];

describe('filter catalogue', () => {
  it('holds every filter of the specification, and names, once each', () => {
    expect([...ids].sort()).toEqual(
      [
        'tools',
        'type',
        'models',
        'custom-events',
        'names',
        'tags',
        'templates',
        'status',
        'feedback',
        'evaluations',
        'users',
        'topics',
        'toxicity',
        'metadata',
        'regex',
        'json',
        'length',
        'date',
        'duration',
        'cost',
        'messages',
        'tokens',
        'languages',
        'pii',
        'search',
        'string',
        'sentiment',
        'assertion',
        'tone',
        'factualness',
        'guidelines',
        'similarity',
        'rouge',
      ].sort(),
    );
  });

  it('marks the once-per-bar and evaluation-only filters of the specification', () => {
    expect(idsWhere('onlyOncePerBar').sort()).toEqual(
      [
        'models',
        'custom-events',
        'names',
        'templates',
        'status',
        'users',
        'topics',
        'toxicity',
      ].sort(),
    );
    expect(idsWhere('evaluationOnly').sort()).toEqual(
      ['assertion', 'tone', 'factualness', 'guidelines', 'similarity', 'rouge'].sort(),
    );
    const both = idsWhere('evaluationOnly').filter((id) =>
      idsWhere('disabledInEvaluations').includes(id),
    );
    expect(both).toEqual([]);
  });

  it('gives every parameter a default it accepts', () => {
    for (const definition of catalogue) {
      for (const param of definition.params) {
        if (!('default' in param) || param.default === undefined) continue;
        const value = Array.isArray(param.default) ? [...param.default] : param.default;
        expect(checkParamValue(param, value), `${definition.id} ${param.label}`).toBeNull();
      }
    }
  });

  it('uses the labels of the specification', () => {
    expect(paramsOf('status')[0]).toMatchObject({
      options: [
        { value: 'success', label: 'Completed' },
        { value: 'error', label: 'Failed' },
      ],
    });
    expect(filterOperatorLabels.eq).toBe('is');
    expect(filterOperatorLabels.neq).toBe('is not');
    expect(paramsOf('length')[0]).toMatchObject({ kind: 'field', choices: ['input', 'output'] });
    expect(paramsOf('string')[0]).toMatchObject({
      kind: 'field',
      choices: ['input', 'output', 'any'],
    });
  });

  it('offers the ROUGE variants n, l and rouge-s and the toxicity choices toxic and non-toxicity', () => {
    const values = (param: FilterParam | undefined) =>
      param?.kind === 'select' ? param.options.map((option) => option.value) : [];
    expect(values(paramsOf('rouge')[1])).toEqual(['n', 'l', 'rouge-s']);
    expect(values(paramsOf('toxicity')[1])).toEqual(['toxic', 'non-toxicity']);
  });

  it('maps every former select value to a current option that it does not shadow', () => {
    for (const definition of catalogue) {
      for (const param of definition.params) {
        if (param.kind !== 'select' || !param.formerValues) continue;
        const current = param.options.map((option) => option.value);
        for (const [former, now] of Object.entries(param.formerValues)) {
          expect(current, `${definition.id}: ${former}`).toContain(now);
          expect(current, `${definition.id}: ${former}`).not.toContain(former);
        }
      }
    }
  });

  it('uses the number defaults and limits of the specification', () => {
    const percent = { kind: 'number', default: 50, min: 0, max: 100, step: 5 };
    expect(paramsOf('guidelines')[0]).toMatchObject(percent);
    expect(paramsOf('similarity')[0]).toMatchObject(percent);
    expect(paramsOf('rouge')[0]).toMatchObject(percent);
    expect(paramsOf('length')[2]).toMatchObject({ kind: 'number', default: 100 });
    expect(paramsOf('duration')[1]).toMatchObject({
      kind: 'number',
      default: 5,
      min: 0,
      step: 0.1,
    });
    expect(paramsOf('cost')[1]).toMatchObject({ kind: 'number', default: 0.1, min: 0 });
    expect(paramsOf('tokens')).toMatchObject([
      { default: 'total' },
      { kind: 'operator' },
      { default: 100, min: 0 },
    ]);
    expect(paramsOf('messages')).toMatchObject([{ default: 'gte' }, { default: 1, min: 0 }]);
  });

  it('offers the 48 languages, the tone personas and factualness b and c by default', () => {
    const languages = paramsOf('languages')[1];
    expect(languages && 'options' in languages && languages.options.map((o) => o.value)).toEqual(
      languageCodes,
    );
    expect(languageCodes).toHaveLength(48);
    const tone = paramsOf('tone')[0];
    expect(tone && 'options' in tone && tone.options.map((o) => o.value)).toEqual([
      ...tonePersonas,
    ]);
    expect(paramsOf('factualness')[0]).toMatchObject({ default: ['b', 'c'] });
  });

  it('feeds dynamic lists from the filter endpoints', () => {
    for (const id of ['models', 'custom-events', 'tags', 'templates', 'users'] as const) {
      expect(paramsOf(id)[0]).toMatchObject({ kind: 'multi-select', source: id });
    }
    expect(paramsOf('topics')[1]).toMatchObject({ source: 'topics' });
    expect(paramsOf('metadata')[0]).toMatchObject({ kind: 'text', source: 'metadata' });
  });

  it('recognises only catalogue ids, never object keys', () => {
    expect(isFilterId('cost')).toBe(true);
    expect(isFilterId('constructor')).toBe(false);
    expect(getFilterDefinition('__proto__')).toBeUndefined();
  });

  it('types parameter tuples from the catalogue', () => {
    expectTypeOf<FilterParamsOf<'cost'>>().toEqualTypeOf<['gt' | 'gte' | 'lt' | 'lte', number]>();
    expectTypeOf<FilterParamsOf<'status'>>().toEqualTypeOf<['success' | 'error']>();
    expectTypeOf<FilterParamsOf<'models'>>().toEqualTypeOf<[string[]]>();
    expectTypeOf<FilterParamsOf<'feedback'>>().toEqualTypeOf<[('up' | 'down' | 'none')[]]>();
    expectTypeOf<FilterParamsOf<'string'>[0]>().toEqualTypeOf<'input' | 'output' | 'any'>();
    expectTypeOf<TypedFilter<'metadata'>>().toEqualTypeOf<{
      id: 'metadata';
      params: [string, string];
    }>();
  });
});
