import { describe, expect, it } from 'vitest';
import { maskApiKey } from './mask-api-key.js';
import { ProviderKeyCipher, providerKeyBinding } from './provider-key-cipher.js';

const secret = 'an-instance-secret-of-at-least-32-characters';
const apiKey = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123';
const binding = providerKeyBinding('org-1', 'openai');

describe('ProviderKeyCipher', () => {
  it('gives back the key it sealed, and the sealed bytes do not contain it', () => {
    const cipher = new ProviderKeyCipher(secret);
    const sealed = cipher.encrypt(apiKey, binding);
    expect(sealed.includes(Buffer.from(apiKey))).toBe(false);
    expect(sealed.includes(Buffer.from('abcdefghij'))).toBe(false);
    expect(cipher.decrypt(sealed, binding)).toBe(apiKey);
  });

  it('seals the same key differently each time (random IV)', () => {
    const cipher = new ProviderKeyCipher(secret);
    expect(cipher.encrypt(apiKey, binding).equals(cipher.encrypt(apiKey, binding))).toBe(false);
  });

  it('refuses altered bytes, another org or provider, and another instance secret', () => {
    const cipher = new ProviderKeyCipher(secret);
    const sealed = cipher.encrypt(apiKey, binding);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] as number) ^ 1;
    expect(() => cipher.decrypt(altered, binding)).toThrow();
    expect(() => cipher.decrypt(sealed, providerKeyBinding('org-2', 'openai'))).toThrow();
    expect(() => cipher.decrypt(sealed, providerKeyBinding('org-1', 'anthropic'))).toThrow();
    expect(() => new ProviderKeyCipher(`${secret}!`).decrypt(sealed, binding)).toThrow();
    expect(() => cipher.decrypt(Buffer.from([9, 1, 2]), binding)).toThrow(
      'Unknown provider key format',
    );
  });
});

describe('maskApiKey', () => {
  it('shows the kind prefix and the last four characters only', () => {
    expect(maskApiKey(apiKey)).toBe('sk-…0123');
    expect(maskApiKey('sk-ant-api03-xyzxyzxyzxyzxyz9876')).toBe('sk-…9876');
    expect(maskApiKey('AIzaSyD-abcdefghijk5678')).toBe('…5678');
  });

  it('reveals nothing of a short key', () => {
    expect(maskApiKey('abc')).toBe('…');
    expect(maskApiKey('sk-12345678')).toBe('…');
  });
});
