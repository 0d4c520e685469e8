/**
 * Writes a finite number in plain decimal notation, never with an exponent,
 * using the shortest digits that read back to the same number.
 * Non-finite numbers are written as `String(value)` (which no reader accepts).
 * @example formatPlainDecimal(1.5e-7) // '0.00000015'
 */
export function formatPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0'; // also for -0
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', fraction = '', exponent = '0'] = match;
  const digits = lead + fraction;
  const pointAt = 1 + Number(exponent);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return sign + digits + '0'.repeat(pointAt - digits.length);
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

const plainDecimal = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads a number written in plain decimal (`12`, `-0.5`); anything else
 * (exponents, `Infinity`, blanks, a bare `.5`) gives `null`.
 * @example parsePlainDecimal('0.1') // 0.1
 */
export function parsePlainDecimal(text: string): number | null {
  if (!plainDecimal.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}
