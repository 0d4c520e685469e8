import { isIPv6 } from 'node:net';

/** A piece of text found by one of the shape finders, by UTF-16 offsets. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Candidate patterns of the PII kinds that have a shape. Every repetition is
 * bounded and every pattern starts only at the beginning of a run of its
 * characters (lookbehind), so each stays linear in the text: a megabyte of
 * `aaaa…` costs one pass, not one pass per position.
 */
const candidates = {
  email:
    /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}-])/gu,
  // An optional +, an optional bracketed area code, then digits with spaces, dots, dashes or brackets.
  phone: /(?<![\w+.-])(?:\+|\(\+?)?\d[\d ().\-\u00a0]{6,22}\d(?![\w-]|\.\d)/g,
  cc: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g,
  ipv4: /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d]|\.\d)/g,
  // The dotted tail first, so that `::ffff:10.0.0.1` is not cut at `10`.
  ipv6: /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{1,4})?(?![\w:]|\.\d)/gi,
} as const;

function spansOf(pattern: RegExp, text: string, keep: (match: string) => boolean): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = match[0];
    if (keep(value)) spans.push({ start: match.index, end: match.index + value.length });
  }
  return spans;
}

/** Luhn checksum over the digits, so that long order numbers are not mistaken for card numbers. */
export function passesLuhn(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Card numbers: 13 to 19 digits, optionally grouped by spaces or dashes,
 * starting like a card network's numbers (2–6: Mastercard, Amex, Diners, JCB,
 * Visa, Discover…) and passing the Luhn check.
 */
export function findCardNumbers(text: string): Span[] {
  return spansOf(candidates.cc, text, (value) => /^[2-6]/.test(value) && passesLuhn(value));
}

export function findEmails(text: string): Span[] {
  return spansOf(candidates.email, text, () => true);
}

const datePattern =
  /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})(?:\s+\d{1,2})?$/;

/**
 * Phone numbers: 9 to 15 digits (E.164 allows 15) written with a leading +,
 * a bracketed area code or separators. A bare run of digits is an order or
 * account number more often than a phone in model traffic, so it needs a +;
 * dates, decimals and dotted IP addresses are not phones.
 */
export function findPhones(text: string): Span[] {
  return spansOf(candidates.phone, text, (value) => {
    const digits = value.replace(/\D/g, '').length;
    if (digits < 9 || digits > 15) return false;
    if (!value.startsWith('+') && /^\d+$/.test(value)) return false;
    if (datePattern.test(value)) return false;
    if (/^\d+(?:\.\d+)*$/.test(value) && !/^\d{2,4}(?:\.\d{2,4}){2,}$/.test(value)) return false;
    if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(value)) return false;
    // Unbalanced brackets mean the match took part of a formula or a list.
    return (value.match(/\(/g)?.length ?? 0) === (value.match(/\)/g)?.length ?? 0);
  });
}

/** IPv4 addresses (each part 0–255) and IPv6 addresses, full or compressed (`2001:db8::1`). */
export function findIpAddresses(text: string): Span[] {
  const v4 = spansOf(candidates.ipv4, text, () => true);
  const v6 = spansOf(candidates.ipv6, text, (value) => {
    if (!isIPv6(value)) return false;
    // `a::b` reads as prose (C++, Ruby); an address has three groups or a long one, or starts
    // with `::` and holds a digit (the loopback `::1`, `::ffff:10.0.0.1`).
    return (
      (value.match(/:/g)?.length ?? 0) >= 3 ||
      /[0-9a-f]{3}/i.test(value) ||
      (value.startsWith('::') && /\d/.test(value))
    );
  });
  return [...v4, ...v6];
}
