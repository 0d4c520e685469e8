import { findModel } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import {
  keyProvidersOfModel,
  type ProviderConnection,
  providerDisplayNames,
} from '../providers/provider-connections.js';
import { findProviderConnection } from '../providers/provider-key.repository.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';

/** A model of the catalogue with the org's key to run it. */
export interface ModelConnection {
  connection: ProviderConnection;
  /** The name the provider expects: `openai/gpt-4o` is OpenAI's `gpt-4o`; OpenRouter ids keep their vendor. */
  wireModel: string;
}

/**
 * How to run `model` with the org's provider key: 400 naming the model when
 * it is not in the catalogue or cannot be run, and naming the provider and
 * where to add the key when the org has none (an Azure OpenAI key also runs
 * OpenAI's models).
 */
export async function resolveModelConnection(
  db: Kysely<Database>,
  cipher: ProviderKeyCipher,
  orgId: string,
  model: string,
): Promise<ModelConnection> {
  const entry = findModel(model);
  if (!entry) {
    throw new ApiError(
      400,
      'Invalid request',
      `model: unknown model "${model}"; choose a model of the catalogue.`,
    );
  }
  const providers = keyProvidersOfModel[entry.provider];
  if (providers.length === 0) {
    throw new ApiError(
      400,
      'Invalid request',
      `model: ${entry.name} cannot be run yet; choose another model.`,
    );
  }
  const connection = await findProviderConnection(db, cipher, orgId, providers);
  if (!connection) {
    const names = providers.map((provider) => providerDisplayNames[provider]).join(' or ');
    throw new ApiError(
      400,
      'Provider key required',
      `Add an API key for ${names} in Settings → Providers to run ${model}.`,
    );
  }
  return {
    connection,
    wireModel: entry.id.includes('/') ? model : model.slice(model.lastIndexOf('/') + 1),
  };
}
