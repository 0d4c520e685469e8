import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-input.js';

describe('unstorableTextPath', () => {
  it('finds nothing in ordinary JSON, emoji included', () => {
    expect(unstorableTextPath({ name: 'Ada 😀', tags: ['a'], n: 1, ok: null })).toBeUndefined();
  });

  it('names the field whose value holds NUL or a lone surrogate', () => {
    expect(unstorableTextPath({ name: 'a\u0000b' })).toBe('name');
    expect(unstorableTextPath({ filters: [{ value: 'x' }, { value: '\ud800' }] })).toBe(
      'filters.1.value',
    );
    expect(unstorableTextPath('\udfff')).toBe('body');
  });

  it('names a key that holds one', () => {
    expect(unstorableTextPath({ data: { 'k\u0000': 1 } })).toBe('data.k\\u0000');
  });
});
