import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const formatVersion = 1;
const ivBytes = 12;
const tagBytes = 16;

/**
 * Encrypts the org's provider keys at rest with AES-256-GCM. The key is derived
 * (HKDF-SHA256) from the instance secret that signs sessions, so no second secret
 * needs configuring, and a stolen database alone reveals nothing. The org and
 * provider are bound in as associated data: a ciphertext copied to another org's
 * row does not decrypt.
 */
export class ProviderKeyCipher {
  readonly #key: Buffer;

  constructor(instanceSecret: string) {
    this.#key = Buffer.from(
      hkdfSync('sha256', instanceSecret, 'lookout', 'provider-key-encryption/v1', 32),
    );
  }

  /** Version byte, 12-byte IV, 16-byte tag, ciphertext. */
  encrypt(plaintext: string, binding: string): Buffer {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(binding));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([formatVersion]), iv, cipher.getAuthTag(), body]);
  }

  /** Throws when the bytes were altered, the binding differs or the instance secret changed. */
  decrypt(sealed: Uint8Array, binding: string): string {
    const bytes = Buffer.from(sealed);
    if (bytes[0] !== formatVersion || bytes.length < 1 + ivBytes + tagBytes) {
      throw new Error('Unknown provider key format');
    }
    const iv = bytes.subarray(1, 1 + ivBytes);
    const tag = bytes.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(tag);
    const body = bytes.subarray(1 + ivBytes + tagBytes);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

/** The associated data of one org's key for one provider. */
export const providerKeyBinding = (orgId: string, provider: string): string =>
  `${orgId}:${provider}`;
