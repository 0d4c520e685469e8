import {
  type ModelCatalogueEntry,
  type ModelProvider,
  modelCatalogue,
  modelProviders,
} from '@lookout/domain';

/** How each provider of the catalogue is named in the model picker. */
export const providerNames: Record<ModelProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  mistral: 'Mistral',
  openrouter: 'OpenRouter',
  'ibm-watsonx-ai': 'IBM watsonx.ai',
  perplexity: 'Perplexity',
};

export interface ModelGroup {
  provider: ModelProvider;
  name: string;
  models: ModelCatalogueEntry[];
}

/**
 * The catalogue's models whose name, id or provider contains `search`, grouped by provider in
 * the catalogue's order; providers with no match are left out.
 */
export function modelGroups(search: string, catalogue = modelCatalogue): ModelGroup[] {
  const needle = search.trim().toLowerCase();
  return modelProviders
    .map((provider) => ({
      provider,
      name: providerNames[provider],
      models: catalogue.filter(
        (model) =>
          model.provider === provider &&
          [model.name, model.id, providerNames[provider]].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      ),
    }))
    .filter((group) => group.models.length > 0);
}
