import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlainDecimal, parsePlainDecimal } from './plain-decimal.js';

describe('plain decimal numbers', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [5, '5'],
    [0.1, '0.1'],
    [-2.5, '-2.5'],
    [1.5e-7, '0.00000015'],
    [1e21, '1000000000000000000000'],
    [-1.2345e25, '-12345000000000000000000000'],
  ])('writes %d as %s', (value, text) => {
    expect(formatPlainDecimal(value)).toBe(text);
  });

  it('reads back every finite number it writes, without exponents', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatPlainDecimal(value);
        expect(text).not.toMatch(/e/i);
        expect(parsePlainDecimal(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(['', '1e3', '.5', '5.', '+1', 'Infinity', 'NaN', '0x10', ' 1', '1,5', '--1'])(
    'refuses %j',
    (text) => {
      expect(parsePlainDecimal(text)).toBeNull();
    },
  );
});
