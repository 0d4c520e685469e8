import { importSPKI, jwtVerify } from 'jose';

/** What a self-hosted licence grants. */
export interface LicenceStatus {
  expiresAt: string;
  evalEnabled: boolean;
}

const algorithms = ['EdDSA', 'ES256', 'RS256'];

/**
 * Verifies a signed licence key (a JWT signed by Lookout's licence key pair)
 * against the public key, and returns what it grants. Throws with a message
 * naming the variable when the key or its signature is invalid.
 */
export async function verifyLicence(
  licenceKey: string,
  publicKeyPem: string,
): Promise<LicenceStatus> {
  let key: Awaited<ReturnType<typeof importSPKI>>;
  try {
    const alg = publicKeyPem.includes('BEGIN PUBLIC KEY')
      ? await detectAlgorithm(publicKeyPem)
      : '';
    key = await importSPKI(publicKeyPem, alg);
  } catch {
    throw new Error(
      'LOOKOUT_LICENSE_PUBLIC_KEY is not a valid PEM public key (Ed25519, P-256 or RSA).',
    );
  }
  try {
    const { payload } = await jwtVerify(licenceKey, key, { algorithms });
    const { expiresAt, evalEnabled } = payload;
    if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) {
      throw new Error('missing expiresAt');
    }
    return { expiresAt, evalEnabled: evalEnabled === true };
  } catch {
    throw new Error('LOOKOUT_LICENSE_KEY is not a valid licence for this public key.');
  }
}

/** True when the licence's expiry has passed. */
export function isLicenceExpired(licence: LicenceStatus, now = Date.now()): boolean {
  return Date.parse(licence.expiresAt) <= now;
}

async function detectAlgorithm(pem: string): Promise<string> {
  for (const alg of algorithms) {
    try {
      await importSPKI(pem, alg);
      return alg;
    } catch {
      // try the next algorithm
    }
  }
  throw new Error('unsupported key');
}
