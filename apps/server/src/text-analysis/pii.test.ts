import type { PiiKind } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { checkEnricherRegex, detectPii, nameScanLimit } from './pii.js';

const everyKind: PiiKind[] = ['person', 'email', 'phone', 'location', 'cc', 'ip', 'regex'];
const config = (kinds: PiiKind[] = everyKind, patterns: [string, string][] = []) => ({
  kinds,
  customRegexes: patterns.map(([name, pattern]) => ({ name, pattern })),
});
const found = (text: string, kinds?: PiiKind[], patterns?: [string, string][]) =>
  detectPii(text, config(kinds, patterns)).map((entity) => `${entity.kind}:${entity.text}`);

describe('detectPii', () => {
  it('finds names and places without the punctuation and titles around them', () => {
    expect(found("Hi, I'm Maria Gonzalez from Madrid, Spain.")).toEqual([
      'person:Maria Gonzalez',
      'location:Madrid',
      'location:Spain',
    ]);
    expect(found('Dr. Sarah Connor moved to Toronto.')).toEqual([
      'person:Sarah Connor',
      'location:Toronto',
    ]);
  });

  it('finds lower-case names after a cue, and skips sentences that cannot hold one', () => {
    expect(found('my name is john smith and i live in london')).toEqual([
      'person:john smith',
      'location:london',
    ]);
    expect(found('It started after the last update. The export is broken.')).toEqual([]);
    // The same text twice is tagged once and found the same way.
    expect(found('Ask Priya Patel in Chicago.')).toEqual(found('Ask Priya Patel in Chicago.'));
  });

  it.each([
    ['Write to ada.lovelace+news@example.co.uk today', 'email:ada.lovelace+news@example.co.uk'],
    ['Call +44 20 7946 0958', 'phone:+44 20 7946 0958'],
    ['Call (555) 123-4567', 'phone:(555) 123-4567'],
    ['Ruf an: +49 30 1234567', 'phone:+49 30 1234567'],
    ['Appelez le 01 23 45 67 89', 'phone:01 23 45 67 89'],
    ['電話 03-1234-5678 まで', 'phone:03-1234-5678'],
    ['Card 4242 4242 4242 4242', 'cc:4242 4242 4242 4242'],
    ['Amex 3782-822463-10005', 'cc:3782-822463-10005'],
    ['From 192.168.1.20 today', 'ip:192.168.1.20'],
    ['From 2001:db8::8a2e:370:7334 today', 'ip:2001:db8::8a2e:370:7334'],
    ['From fe80::1ff:fe23:4567:890a', 'ip:fe80::1ff:fe23:4567:890a'],
    ['The proxy listens on ::1 only', 'ip:::1'],
    ['Open http://[::1]:8080/health', 'ip:::1'],
    ['Link-local fe80::1 on eth0', 'ip:fe80::1'],
    ['Docs use 2001:db8::1 as the example', 'ip:2001:db8::1'],
    ['Mapped ::ffff:10.0.0.1 too', 'ip:::ffff:10.0.0.1'],
  ])('finds the shape in %j', (text, expected) => {
    expect(found(text, ['email', 'phone', 'cc', 'ip'])).toEqual([expected]);
  });

  it.each([
    'Card 4242 4242 4242 4241 fails the Luhn check',
    'Order 1234567890123 ships soon',
    'We met on 2024-01-15 10:30 and 15/01/2024',
    'pi is 3.14159265358',
    'Use std::vector and Foo::Bar',
    'Ruby writes a::b and Perl writes $a :: b; C++ writes ::',
    'Version 1.2.3 is out, at 10:30:00',
    'IP 999.1.1.1 is not an address',
    'Nothing personal here, just a question about pricing.',
  ])('finds nothing in %j', (text) => {
    expect(found(text, ['email', 'phone', 'cc', 'ip'])).toEqual([]);
  });

  it('runs the custom patterns and names the one that matched', () => {
    expect(
      detectPii(
        'ticket ORD-42 and EMP-7',
        config(
          ['regex'],
          [
            ['order', 'ORD-\\d+'],
            ['employee', 'EMP-\\d+'],
          ],
        ),
      ),
    ).toEqual([
      { kind: 'regex', name: 'order', text: 'ORD-42', start: 7, end: 13 },
      { kind: 'regex', name: 'employee', text: 'EMP-7', start: 18, end: 23 },
    ]);
  });

  it('resolves overlaps the same way every time: patterns, then specific shapes, then names', () => {
    expect(found('Mail maria.gonzalez@example.com, Maria.')).toEqual([
      'email:maria.gonzalez@example.com',
      'person:Maria',
    ]);
    expect(found('Card 4242 4242 4242 4242', ['phone', 'cc'])).toEqual(['cc:4242 4242 4242 4242']);
    // 16 digits: more than a phone number has (E.164 stops at 15).
    expect(found('Card 4242 4242 4242 4242', ['phone'])).toEqual([]);
    expect(
      found('Order ORD-4242 4242 4242 4242', ['cc', 'regex'], [['order', 'ORD-\\d+']]),
    ).toEqual(['regex:ORD-4242']);
  });

  it('reports UTF-16 offsets into the text, whatever the script', () => {
    const text = '😀 Привет! Je suis Pierre Dupont, écrivez à pierre@exemple.fr 你好';
    const entities = detectPii(text, config());
    expect(entities.map((entity) => entity.kind)).toEqual(['person', 'email']);
    for (const entity of entities) expect(text.slice(entity.start, entity.end)).toBe(entity.text);
  });

  it('detects only the kinds asked for', () => {
    expect(found('Ada Lovelace, ada@example.com, 10.0.0.1', ['ip'])).toEqual(['ip:10.0.0.1']);
  });

  it('answers an empty list for empty text and text without Latin letters', () => {
    expect(detectPii('', config())).toEqual([]);
    expect(found('我叫王伟，住在北京。')).toEqual([]);
  });

  it('covers a 1 MB text: shapes everywhere, names in the first part', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(40_000);
    const text = `Ada Lovelace wrote. ${filler} Grace Hopper at grace@navy.mil`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const kinds = found(text);
    expect(kinds).toContain('person:Ada Lovelace');
    expect(kinds).toContain('email:grace@navy.mil');
    expect(kinds).not.toContain('person:Grace Hopper');
    expect(nameScanLimit).toBeLessThan(text.length);
  });

  it('runs a catastrophic-backtracking pattern on a long text without hanging', () => {
    const text = `${'a'.repeat(100_000)}!`;
    expect(found(text, ['regex'], [['redos', '(a+)+$']])).toEqual([]);
    expect(found(`${'a'.repeat(100_000)}@`, ['email'])).toEqual([]);
  });
});

describe('checkEnricherRegex', () => {
  it('accepts patterns the linear-time engine runs, catastrophic ones included', () => {
    for (const pattern of ['ORD-\\d+', '\\b[A-Z]{2}\\d{6}\\b', '(a+)+$', '(?i)secret'])
      expect(checkEnricherRegex(pattern)).toEqual({ ok: true });
  });

  it.each([
    ['(\\w+)\\1', '`\\1`'],
    ['secret(?=:)', '`(?=`'],
    ['(', 'missing closing )'],
    ['a*', 'matches empty text'],
    ['', 'empty'],
    ['x'.repeat(1_001), 'longer than 1000 characters'],
  ])('refuses a pattern: %#', (pattern, reason) => {
    const checked = checkEnricherRegex(pattern);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toContain(reason);
  });
});
