import { describe, expect, it } from 'vitest';
import { isPathWithin, pathnameOf } from './app-path.js';

describe('pathnameOf', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(pathnameOf('/logs?type=llm')).toBe('/logs');
    expect(pathnameOf('/users/#top')).toBe('/users');
    expect(pathnameOf('/')).toBe('/');
    expect(pathnameOf('?x=1')).toBe('/');
  });
});

describe('isPathWithin', () => {
  it('matches the route and the pages below it, not a longer name', () => {
    expect(isPathWithin('/prompts', '/prompts')).toBe(true);
    expect(isPathWithin('/prompts/7', '/prompts')).toBe(true);
    expect(isPathWithin('/promptsx', '/prompts')).toBe(false);
  });
});
