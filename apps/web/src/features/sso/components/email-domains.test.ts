import { describe, expect, it } from 'vitest';
import { parseEmailDomains } from './email-domains';

describe('parseEmailDomains', () => {
  it.each([
    ['acme.com', ['acme.com']],
    ['Acme.com, acme.io', ['acme.com', 'acme.io']],
    ['acme.com acme.io\nacme.dev', ['acme.com', 'acme.io', 'acme.dev']],
    ['@acme.com; ACME.com', ['acme.com']],
    ['  ,  ', []],
  ])('reads %j', (text, expected) => {
    expect(parseEmailDomains(text)).toEqual(expected);
  });
});
