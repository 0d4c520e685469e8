import { findModel } from '@lookout/domain';
import {
  findProviderConnection,
  type ModelConnectionSource,
  wireModelName,
} from '../providers/model-connection.js';
import { keyProvidersOfModel } from '../providers/provider-connections.js';
import type { JudgeModel } from './evaluation-subject.js';

/** The judge used when the org has no key for the configured one but has an Anthropic key. */
export const anthropicFallbackJudge = 'claude-haiku-4-5';

/** The message AI checks give when no judge can run. */
export const noJudgeMessage =
  'Add an OpenAI or Anthropic key in Settings → Provider keys to run AI evaluations';

/**
 * The model that grades an org's AI checks: `options.model` (by default the
 * server's `LOOKOUT_JUDGE_MODEL`) with the org's key for its provider (an
 * Azure OpenAI key also runs OpenAI models); else Claude Haiku 4.5 with the
 * org's Anthropic key; null when the org has neither, and AI checks then
 * fail with `noJudgeMessage`. A model outside the catalogue is sent to OpenAI
 * as named. The judge's calls follow the source's outbound policy. Throws
 * the `ApiError` of `findProviderConnection` when a saved key can no longer
 * be decrypted or needs a base URL.
 */
export async function resolveJudge(
  source: ModelConnectionSource,
  orgId: string,
  options: { model: string; timeoutMs: number },
): Promise<JudgeModel | null> {
  const entry = findModel(options.model);
  const providers = entry ? keyProvidersOfModel[entry.provider] : (['openai'] as const);
  const connection = await findProviderConnection(source, orgId, providers);
  if (connection) {
    return {
      connection,
      model: entry ? wireModelName(options.model, entry.id) : options.model,
      timeoutMs: options.timeoutMs,
    };
  }
  if (entry?.provider === 'anthropic') return null;
  const anthropic = await findProviderConnection(source, orgId, ['anthropic']);
  return anthropic
    ? { connection: anthropic, model: anthropicFallbackJudge, timeoutMs: options.timeoutMs }
    : null;
}
