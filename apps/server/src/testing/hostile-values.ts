import fc from 'fast-check';

/*
 * Hostile JSON for the fuzz tiers: the keys, texts and numbers that broke or
 * could break a server (prototype names, NUL, lone surrogates, numbers past
 * every limit), and generators that mix them into otherwise valid values.
 */

export const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  '\u0000',
  'k\u0000ey',
  '\ud800',
  'a\udfff',
  'role',
  'content',
  'events',
  'batch',
];
export const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff low',
  '\uffff',
  '\ufeffbom',
  'NaN',
  'Infinity',
  '1e20',
  '-1',
  "'; drop table run; --",
  '%00',
  '{"a":',
  'null',
  '__proto__',
  '😀'.repeat(40),
  '\\',
  '\n\r\t',
  'sk-lf-1234567890abcdefghij',
  // Longer than a btree index row once UTF-8 encoded (3 and 4 bytes a character).
  Array.from({ length: 3_000 }, (_, index) =>
    index % 5 === 0 ? '😀' : String.fromCodePoint(0x4e00 + ((index * 7_919) % 20_000)),
  ).join(''),
];
export const hostileNumbers = [
  1e20,
  -1e20,
  1e308,
  -1e308,
  5e-324,
  0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  8.64e15,
  8.64e15 + 1,
  1e17,
  1e19,
];
export const textArb = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
export const numberArb = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
export const scalarArb = fc.oneof(textArb, numberArb, fc.boolean(), fc.constant(null));
export const keyArb = fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 8 }));
/** Object.fromEntries keeps `__proto__` as an own key, so JSON.stringify sends it. */
export const entriesObject = <T>(value: fc.Arbitrary<T>) =>
  fc.array(fc.tuple(keyArb, value), { maxLength: 4 }).map((entries) => Object.fromEntries(entries));
export const { value: valueArb } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    scalarArb,
    fc.array(tie('value'), { maxLength: 4 }),
    entriesObject(tie('value')),
  ),
}));

/** A record of some of `fields`, plus a few hostile keys of its own. */
export function looseRecord(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.array(fc.tuple(keyArb, valueArb), { maxLength: 2 }),
    )
    .map(([known, extra]) => Object.fromEntries([...Object.entries(known), ...extra]));
}

/** A valid `base` with one to three fields replaced by hostile values, and maybe a hostile key. */
export function mutated(
  base: fc.Arbitrary<Record<string, unknown>>,
  fields: Record<string, fc.Arbitrary<unknown>>,
) {
  const overrides = fc
    .subarray(Object.entries(fields), {
      minLength: 1,
      maxLength: Math.min(3, Object.keys(fields).length),
    })
    .chain((picked) =>
      fc.tuple(...picked.map(([key, arb]) => arb.map((value) => [key, value] as const))),
    );
  return fc
    .tuple(base, overrides, fc.array(fc.tuple(keyArb, valueArb), { maxLength: 1 }))
    .map(([known, changed, extra]) =>
      Object.fromEntries([...Object.entries(known), ...changed, ...extra]),
    );
}
