import { randomBytes } from 'node:crypto';

/** A new project public key: safe to ship in a browser, it may only ingest and read templates and datasets. */
export function newPublicKey(): string {
  return `pk-lo-${randomBytes(16).toString('hex')}`;
}

/** A new project private key: full access to the project's API. */
export function newPrivateKey(): string {
  return `sk-lo-${randomBytes(24).toString('hex')}`;
}

/** A new org key: the project API of every project of the org. */
export function newOrgKey(): string {
  return `ok-lo-${randomBytes(24).toString('hex')}`;
}
