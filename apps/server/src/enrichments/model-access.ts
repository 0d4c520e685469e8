import type { EnricherSettings } from '@lookout/domain';
import { completeChat } from '../providers/complete-chat.js';
import { resolveModelConnection } from '../providers/model-connection.js';
import type { AskModel } from './ask-model.js';
import type { ModelAccess } from './compute-enrichments.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';

/** Longest answer a model-backed enricher reads, in tokens. */
const maxAnswerTokens = 300;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Resolves, once per job, how each model-backed enricher of an org reaches
 * its model: the org's provider key for the configured model, bound to
 * `AskModel` (temperature 0, the provider timeout, the job's signal); or why
 * not (no model chosen, unknown model, no key), which the enricher's result
 * records as its error.
 */
export async function modelAccessFor(
  deps: EnrichmentDependencies,
  orgId: string,
  enrichers: readonly EnricherSettings[],
  signal: AbortSignal,
): Promise<(settings: EnricherSettings) => ModelAccess> {
  const byModel = new Map<string, ModelAccess>();
  for (const settings of enrichers) {
    if (!('method' in settings.config) || settings.config.method !== 'model') continue;
    const model = settings.config.model;
    if (!model || byModel.has(model)) continue;
    try {
      const { connection, wireModel } = await resolveModelConnection(deps, orgId, model);
      const ask: AskModel = async ({ system, user }) => {
        const { text } = await completeChat({
          connection,
          model: wireModel,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          params: { temperature: 0, max_tokens: maxAnswerTokens },
          timeoutMs: deps.providerTimeoutMs,
          signal,
        });
        return text;
      };
      byModel.set(model, { ask });
    } catch (error) {
      byModel.set(model, { unavailable: messageOf(error) });
    }
  }
  return (settings) => {
    const model = 'model' in settings.config ? settings.config.model : null;
    if (!model) return { unavailable: 'Choose the model this enricher asks.' };
    return byModel.get(model) ?? { unavailable: `No access to ${model}.` };
  };
}
