import { describe, expect, it } from 'vitest';
import { isFilterDate } from './date-value.js';

describe('date parameter values', () => {
  it.each([
    '2024-05-01',
    '2024-02-29',
    '2000-02-29',
    '2024-05-01T12:30:00.000Z',
    '2024-05-01T12:30Z',
    '2024-05-01T14:30:15+02:00',
    '2024-12-31T23:59:59.999999-11:30',
  ])('accepts %s', (text) => {
    expect(isFilterDate(text)).toBe(true);
  });

  it.each([
    '',
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-5-1',
    '2024-05-01T12:30',
    '2024-05-01T24:00Z',
    '2024-05-01T12:60Z',
    '01/05/2024',
    'yesterday',
  ])('refuses %j', (text) => {
    expect(isFilterDate(text)).toBe(false);
  });
});
