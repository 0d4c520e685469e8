import type { ProviderKey, ProviderKeyProvider } from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProviderKeyTable } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { maskApiKey } from './mask-api-key.js';
import {
  type ProviderConnection,
  providerConnections,
  providerDisplayNames,
} from './provider-connections.js';
import { type ProviderKeyCipher, providerKeyBinding } from './provider-key-cipher.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The browser's view of a stored key: masked, never the secret. */
function toProviderKey(row: Selectable<ProviderKeyTable>): ProviderKey {
  return {
    id: row.id,
    provider: row.provider as ProviderKeyProvider,
    maskedKey: row.key_hint,
    baseUrl: row.base_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The org's provider keys, masked, by provider. */
export async function listProviderKeys(db: Db, orgId: string): Promise<ProviderKey[]> {
  const rows = await db
    .selectFrom('provider_key')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('provider')
    .execute();
  return rows.map(toProviderKey);
}

/** Sets or replaces the org's key for `provider`, encrypted; answers it masked. */
export async function putProviderKey(
  db: Db,
  cipher: ProviderKeyCipher,
  orgId: string,
  provider: ProviderKeyProvider,
  input: { apiKey: string; baseUrl: string | null },
): Promise<ProviderKey> {
  const values = {
    encrypted_key: cipher.encrypt(input.apiKey, providerKeyBinding(orgId, provider)),
    key_hint: maskApiKey(input.apiKey),
    base_url: input.baseUrl,
  };
  const row = await db
    .insertInto('provider_key')
    .values({ org_id: orgId, provider, ...values })
    .onConflict((conflict) =>
      conflict.columns(['org_id', 'provider']).doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProviderKey(row);
}

/** Removes the org's key for `provider`; false when there was none. */
export async function deleteProviderKey(
  db: Db,
  orgId: string,
  provider: ProviderKeyProvider,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('provider_key')
    .where('org_id', '=', orgId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** A saved key decrypted, with the address to call; `model-connection.ts` adds the outbound fetch. */
export type StoredProviderKey = Omit<ProviderConnection, 'fetch'>;

/**
 * The first of `providers` (in order of preference) the org has a key for,
 * the key decrypted; null when it has none of them. Calls go through
 * `findProviderConnection` (`model-connection.ts`), which adds the fetch of
 * the server's outbound policy.
 */
export async function readProviderKey(
  db: Db,
  cipher: ProviderKeyCipher,
  orgId: string,
  providers: readonly ProviderKeyProvider[],
): Promise<StoredProviderKey | null> {
  if (providers.length === 0) return null;
  const rows = await db
    .selectFrom('provider_key')
    .select(['provider', 'encrypted_key', 'base_url'])
    .where('org_id', '=', orgId)
    .where('provider', 'in', providers)
    .execute();
  const row = providers
    .map((provider) => rows.find((candidate) => candidate.provider === provider))
    .find((candidate) => candidate !== undefined);
  if (!row) return null;
  const provider = row.provider as ProviderKeyProvider;
  const name = providerDisplayNames[provider];
  let apiKey: string;
  try {
    apiKey = cipher.decrypt(row.encrypted_key, providerKeyBinding(orgId, provider));
  } catch {
    // The instance secret changed since the key was saved (LOOKOUT_JWT_SECRET).
    throw new ApiError(
      409,
      'Provider key unreadable',
      `The saved ${name} key can no longer be decrypted on this server. Save it again in Settings → Providers.`,
    );
  }
  const baseUrl = row.base_url ?? providerConnections[provider].defaultBaseUrl;
  if (!baseUrl) {
    throw new ApiError(
      400,
      'Base URL required',
      `The ${name} key needs a base URL: add it in Settings → Providers.`,
    );
  }
  return { provider, apiKey, baseUrl };
}
