import { findModel } from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import {
  keyProvidersOfModel,
  type ProviderConnection,
  providerDisplayNames,
} from '../providers/provider-connections.js';
import { findProviderConnection } from '../providers/provider-key.repository.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import type { Executor } from './experiment.repository.js';

/** How to call a catalogue model with the org's key, and the model's name on the wire. */
export interface ModelConnection {
  connection: ProviderConnection;
  wireModel: string;
}

/**
 * The org's way to run `model`, as the playground finds it: a catalogue model
 * and a saved key of a provider that serves it. Throws a 400 saying what is
 * missing ("Add an API key for OpenAI or Azure OpenAI in Settings → Providers
 * to run gpt-4o."), prefixed with `field` so the caller knows which variant.
 */
export async function resolveModelConnection(
  db: Executor,
  cipher: ProviderKeyCipher,
  orgId: string,
  model: string,
  field: string,
): Promise<ModelConnection> {
  const entry = findModel(model);
  if (!entry)
    throw new ApiError(
      400,
      'Invalid request',
      `${field}: Unknown model "${model}": choose a model of the catalogue.`,
    );
  const keyProviders = keyProvidersOfModel[entry.provider];
  if (keyProviders.length === 0)
    throw new ApiError(400, 'Invalid request', `${field}: ${model} cannot be run yet.`);
  const connection = await findProviderConnection(db, cipher, orgId, keyProviders);
  if (!connection) {
    const names = keyProviders.map((provider) => providerDisplayNames[provider]).join(' or ');
    throw new ApiError(
      400,
      'Provider key required',
      `${field}: Add an API key for ${names} in Settings → Providers to run ${model}.`,
    );
  }
  // `openai/gpt-4o` names OpenAI's `gpt-4o`; OpenRouter's own ids keep their `vendor/` part.
  const wireModel = entry.id.includes('/') ? model : model.slice(model.lastIndexOf('/') + 1);
  return { connection, wireModel };
}
