import { describe, expect, it } from 'vitest';
import { availableFilters, createDefaultFilter } from './default-filter.js';
import { parseFilterBar } from './filter-bar-parse.js';
import { serializeFilterBar } from './filter-bar-serialize.js';
import { filterCatalogue } from './filter-catalogue.js';

describe('default filters', () => {
  it.each([
    ['duration', ['gt', 5]],
    ['cost', ['gt', 0.1]],
    ['messages', ['gte', 1]],
    ['tokens', ['total', 'gt', 100]],
    ['length', ['output', 'gt', 100]],
    ['guidelines', [50]],
    ['similarity', [50, 'ai']],
    ['status', ['success']],
    ['factualness', [['b', 'c']]],
    ['string', ['any', 'contains', 'insensitive', '']],
    ['date', ['after', '']],
    ['models', [[]]],
  ] as const)('starts %s at its defaults', (id, params) => {
    expect(createDefaultFilter(id)).toEqual({ id, params });
  });

  it('hands out a fresh list each time', () => {
    const first = createDefaultFilter('factualness');
    (first.params[0] as string[]).push('a');
    expect(createDefaultFilter('factualness').params).toEqual([['b', 'c']]);
  });

  it('makes filters that survive the URL exactly when nothing is left to fill in', () => {
    for (const { id, params } of filterCatalogue) {
      const filter = createDefaultFilter(id);
      const needsInput = params.some(
        (param) =>
          param.kind === 'text' ||
          param.kind === 'date' ||
          (param.kind === 'multi-select' && !('default' in param)),
      );
      const read = parseFilterBar(serializeFilterBar({ operator: 'AND', filters: [filter] }));
      expect(read.filters, id).toEqual(needsInput ? [] : [filter]);
    }
  });
});

describe('available filters', () => {
  const idsIn = (...args: Parameters<typeof availableFilters>) =>
    availableFilters(...args).map((f) => f.id);

  it('hides evaluation-only filters on the logs pages', () => {
    const ids = idsIn('logs');
    expect(ids).toContain('search');
    expect(ids).toContain('date');
    for (const id of ['assertion', 'tone', 'factualness', 'guidelines', 'similarity', 'rouge']) {
      expect(ids).not.toContain(id);
    }
  });

  it('hides filters disabled in evaluations inside them', () => {
    const ids = idsIn('evaluations');
    expect(ids).toContain('tone');
    expect(ids).toContain('cost');
    for (const id of [
      'type',
      'custom-events',
      'tags',
      'templates',
      'feedback',
      'evaluations',
      'users',
      'date',
      'search',
    ]) {
      expect(ids).not.toContain(id);
    }
  });

  it('leaves out once-per-bar filters the bar already has, but not repeatable ones', () => {
    const bar = parseFilterBar('status=error&cost=gt.1');
    const ids = idsIn('logs', bar);
    expect(ids).not.toContain('status');
    expect(ids).toContain('cost');
  });
});
