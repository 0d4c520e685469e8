import { findModel } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { keyProvidersOfModel } from '../providers/provider-connections.js';
import { findProviderConnection } from '../providers/provider-key.repository.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import type { JudgeModel } from './evaluation-subject.js';

/** The judge used when the org has no key for the configured one but has an Anthropic key. */
export const anthropicFallbackJudge = 'claude-haiku-4-5';

/** The message AI checks give when no judge can run. */
export const noJudgeMessage =
  'Add an OpenAI or Anthropic key in Settings → Provider keys to run AI evaluations';

/** The model name a provider expects: `openai/gpt-4o` is OpenAI's `gpt-4o`; OpenRouter ids keep their vendor. */
function wireModel(model: string, catalogueId: string): string {
  return catalogueId.includes('/') ? model : model.slice(model.lastIndexOf('/') + 1);
}

/**
 * The model that grades an org's AI checks: `options.model` (by default the
 * server's `LOOKOUT_JUDGE_MODEL`) with the org's key for its provider (an
 * Azure OpenAI key also runs OpenAI models); else Claude Haiku 4.5 with the
 * org's Anthropic key; null when the org has neither, and AI checks then
 * fail with `noJudgeMessage`. A model outside the catalogue is sent to OpenAI
 * as named. Throws the `ApiError` of `findProviderConnection` when a saved
 * key can no longer be decrypted or needs a base URL.
 */
export async function resolveJudge(
  db: Kysely<Database>,
  cipher: ProviderKeyCipher,
  orgId: string,
  options: { model: string; timeoutMs: number },
): Promise<JudgeModel | null> {
  const entry = findModel(options.model);
  const providers = entry ? keyProvidersOfModel[entry.provider] : (['openai'] as const);
  const connection = await findProviderConnection(db, cipher, orgId, providers);
  if (connection) {
    return {
      connection,
      model: entry ? wireModel(options.model, entry.id) : options.model,
      timeoutMs: options.timeoutMs,
    };
  }
  if (entry?.provider === 'anthropic') return null;
  const anthropic = await findProviderConnection(db, cipher, orgId, ['anthropic']);
  return anthropic
    ? { connection: anthropic, model: anthropicFallbackJudge, timeoutMs: options.timeoutMs }
    : null;
}
