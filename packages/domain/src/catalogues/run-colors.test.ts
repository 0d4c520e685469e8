import { describe, expect, it } from 'vitest';
import { runColorFor } from './run-colors.js';

describe('runColorFor', () => {
  it('colours model output, people and errors apart', () => {
    expect(runColorFor('ai')).toBe('green');
    expect(runColorFor('assistant')).toBe(runColorFor('ai'));
    expect(runColorFor('user')).toBe('blue');
    expect(runColorFor('human')).toBe(runColorFor('user'));
    expect(runColorFor('error')).toBe('red');
    expect(runColorFor('system')).toBe('gray');
    expect(new Set(['ai', 'user', 'error', 'tool', 'api'].map(runColorFor)).size).toBe(5);
  });

  it('uses gray for anything else, including object keys', () => {
    expect(runColorFor('chain')).toBe('gray');
    expect(runColorFor('constructor')).toBe('gray');
  });
});
