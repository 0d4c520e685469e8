import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './base64url.js';

describe('decodeBase64Url', () => {
  it('decodes base64url text with or without padding', () => {
    expect(decodeBase64Url('eyJhIjoxfQ')).toBe('{"a":1}');
    expect(decodeBase64Url('eyJhIjoxfQ==')).toBe('{"a":1}');
    expect(decodeBase64Url('')).toBe('');
  });

  it('decodes the url-safe characters and multi-byte UTF-8', () => {
    // "ü?>" is c3 bc 3f 3e: standard base64 "w7w/Pg==" becomes "w7w_Pg" here.
    expect(decodeBase64Url('w7w_Pg')).toBe('ü?>');
    expect(decodeBase64Url('4pyTIOKckw')).toBe('✓ ✓');
  });

  it('refuses standard base64 symbols, impossible lengths and broken UTF-8', () => {
    expect(decodeBase64Url('w7w/Pg')).toBeUndefined();
    expect(decodeBase64Url('abcde')).toBeUndefined();
    expect(decodeBase64Url('_w')).toBeUndefined();
  });
});
