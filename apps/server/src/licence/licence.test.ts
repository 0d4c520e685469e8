import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isLicenceExpired, verifyLicence } from './licence.js';

async function signedLicence(claims: Record<string, unknown>) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA' }).sign(privateKey);
  return { token, publicKeyPem: await exportSPKI(publicKey) };
}

describe('licence', () => {
  it('reads expiresAt and evalEnabled from a licence signed by the matching key', async () => {
    const { token, publicKeyPem } = await signedLicence({
      expiresAt: '2030-01-01T00:00:00Z',
      evalEnabled: true,
    });
    const licence = await verifyLicence(token, publicKeyPem);
    expect(licence).toEqual({ expiresAt: '2030-01-01T00:00:00Z', evalEnabled: true });
    expect(isLicenceExpired(licence, Date.parse('2029-12-31T00:00:00Z'))).toBe(false);
    expect(isLicenceExpired(licence, Date.parse('2030-01-02T00:00:00Z'))).toBe(true);
  });

  it('refuses a licence signed by another key', async () => {
    const { token } = await signedLicence({ expiresAt: '2030-01-01T00:00:00Z' });
    const other = await signedLicence({ expiresAt: '2030-01-01T00:00:00Z' });
    await expect(verifyLicence(token, other.publicKeyPem)).rejects.toThrow(
      'LOOKOUT_LICENSE_KEY is not a valid licence',
    );
  });

  it('refuses a malformed public key', async () => {
    await expect(verifyLicence('a.b.c', 'nope')).rejects.toThrow('LOOKOUT_LICENSE_PUBLIC_KEY');
  });
});
