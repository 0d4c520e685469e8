import { findModel, type ProviderKeyProvider } from '@lookout/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { outboundFetch } from '../outbound/outbound-fetch.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
import {
  keyProvidersOfModel,
  type ProviderConnection,
  providerDisplayNames,
} from './provider-connections.js';
import { readProviderKey } from './provider-key.repository.js';
import type { ProviderKeyCipher } from './provider-key-cipher.js';

/**
 * What finding a model connection needs from the server: the database, the
 * cipher of saved keys, and the policy for private addresses that every call
 * through the connection follows (`LOOKOUT_OUTBOUND_PRIVATE_NETWORK`).
 */
export interface ModelConnectionSource {
  db: Kysely<Database> | Transaction<Database>;
  cipher: ProviderKeyCipher;
  outboundPrivateNetwork: OutboundPrivateNetwork;
}

/** The source of the server's long-lived services. */
export function modelConnectionSource(ctx: {
  db: Kysely<Database>;
  providerKeyCipher: ProviderKeyCipher;
  config: { outboundPrivateNetwork: OutboundPrivateNetwork };
}): ModelConnectionSource {
  return {
    db: ctx.db,
    cipher: ctx.providerKeyCipher,
    outboundPrivateNetwork: ctx.config.outboundPrivateNetwork,
  };
}

/** A model of the catalogue with the org's key to run it. */
export interface ModelConnection {
  connection: ProviderConnection;
  /** The name the provider expects (`wireModelName`). */
  wireModel: string;
}

/**
 * The model name a provider expects: `openai/gpt-4o` is OpenAI's `gpt-4o`;
 * OpenRouter's own ids (`catalogueId` with a `/`) keep their vendor.
 */
export function wireModelName(model: string, catalogueId: string): string {
  return catalogueId.includes('/') ? model : model.slice(model.lastIndexOf('/') + 1);
}

/**
 * How to reach the first of `providers` (in order of preference) the org has
 * a key for, the key decrypted and every request sent through the outbound
 * fetch of the source's policy (the org may have typed the base URL); null
 * when it has none of them. Throws the `ApiError` of `readProviderKey` when
 * the key can no longer be decrypted or needs a base URL.
 */
export async function findProviderConnection(
  source: ModelConnectionSource,
  orgId: string,
  providers: readonly ProviderKeyProvider[],
): Promise<ProviderConnection | null> {
  const key = await readProviderKey(source.db, source.cipher, orgId, providers);
  return key && { ...key, fetch: outboundFetch(source.outboundPrivateNetwork) };
}

/**
 * How to run `model` with the org's provider key, for every caller that runs
 * a chosen model (experiments, dataset generation, model enrichers): 400
 * naming the model when it is not in the catalogue or cannot be run, and
 * naming the provider and where to add the key when the org has none (an
 * Azure OpenAI key also runs OpenAI's models). `field` prefixes the messages
 * ("variants.0.model: …"); without it the model's own messages say `model`.
 */
export async function resolveModelConnection(
  source: ModelConnectionSource,
  orgId: string,
  model: string,
  field?: string,
): Promise<ModelConnection> {
  const named = field ?? 'model';
  const entry = findModel(model);
  if (!entry) {
    throw new ApiError(
      400,
      'Invalid request',
      `${named}: Unknown model "${model}": choose a model of the catalogue.`,
    );
  }
  const providers = keyProvidersOfModel[entry.provider];
  if (providers.length === 0) {
    throw new ApiError(
      400,
      'Invalid request',
      `${named}: ${entry.name} cannot be run yet; choose another model.`,
    );
  }
  const connection = await findProviderConnection(source, orgId, providers);
  if (!connection) {
    const names = providers.map((provider) => providerDisplayNames[provider]).join(' or ');
    throw new ApiError(
      400,
      'Provider key required',
      `${field ? `${field}: ` : ''}Add an API key for ${names} in Settings → Providers to run ${model}.`,
    );
  }
  return { connection, wireModel: wireModelName(model, entry.id) };
}
