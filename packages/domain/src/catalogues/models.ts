/** Companies or gateways whose models the playground and cost tracking know (SPEC §3). */
export const modelProviders = [
  'openai',
  'anthropic',
  'mistral',
  'openrouter',
  'ibm-watsonx-ai',
  'perplexity',
] as const;
export type ModelProvider = (typeof modelProviders)[number];

/** A model with its list prices in US dollars per million tokens. */
export interface ModelCatalogueEntry {
  /** The model name as providers report it, lower case, without date or version suffix. */
  id: string;
  name: string;
  provider: ModelProvider;
  inputPricePerMillion: number;
  outputPricePerMillion: number;
  cachedInputPricePerMillion?: number;
}

// biome-ignore format: one model per line reads as a price table
/**
 * Models of the AI playground with their list prices (USD per million tokens),
 * used to price logged calls when an org has no price of its own for a model.
 * OpenRouter ids keep the gateway's `vendor/model` form.
 */
export const modelCatalogue: readonly ModelCatalogueEntry[] = [
  // OpenAI
  { id: 'gpt-5', name: 'GPT-5', provider: 'openai', inputPricePerMillion: 1.25, outputPricePerMillion: 10, cachedInputPricePerMillion: 0.125 },
  { id: 'gpt-5-mini', name: 'GPT-5 Mini', provider: 'openai', inputPricePerMillion: 0.25, outputPricePerMillion: 2, cachedInputPricePerMillion: 0.025 },
  { id: 'gpt-5-nano', name: 'GPT-5 Nano', provider: 'openai', inputPricePerMillion: 0.05, outputPricePerMillion: 0.4, cachedInputPricePerMillion: 0.005 },
  { id: 'gpt-4.1', name: 'GPT-4.1', provider: 'openai', inputPricePerMillion: 2, outputPricePerMillion: 8, cachedInputPricePerMillion: 0.5 },
  { id: 'gpt-4.1-mini', name: 'GPT-4.1 Mini', provider: 'openai', inputPricePerMillion: 0.4, outputPricePerMillion: 1.6, cachedInputPricePerMillion: 0.1 },
  { id: 'gpt-4.1-nano', name: 'GPT-4.1 Nano', provider: 'openai', inputPricePerMillion: 0.1, outputPricePerMillion: 0.4, cachedInputPricePerMillion: 0.025 },
  { id: 'gpt-4o', name: 'GPT-4o', provider: 'openai', inputPricePerMillion: 2.5, outputPricePerMillion: 10, cachedInputPricePerMillion: 1.25 },
  { id: 'gpt-4o-mini', name: 'GPT-4o Mini', provider: 'openai', inputPricePerMillion: 0.15, outputPricePerMillion: 0.6, cachedInputPricePerMillion: 0.075 },
  // Embeddings bill input tokens only.
  { id: 'text-embedding-3-small', name: 'Text Embedding 3 Small', provider: 'openai', inputPricePerMillion: 0.02, outputPricePerMillion: 0 },
  { id: 'text-embedding-3-large', name: 'Text Embedding 3 Large', provider: 'openai', inputPricePerMillion: 0.13, outputPricePerMillion: 0 },
  { id: 'text-embedding-ada-002', name: 'Text Embedding Ada 002', provider: 'openai', inputPricePerMillion: 0.1, outputPricePerMillion: 0 },
  { id: 'o1', name: 'o1', provider: 'openai', inputPricePerMillion: 15, outputPricePerMillion: 60, cachedInputPricePerMillion: 7.5 },
  { id: 'o1-mini', name: 'o1 Mini', provider: 'openai', inputPricePerMillion: 1.1, outputPricePerMillion: 4.4, cachedInputPricePerMillion: 0.55 },
  { id: 'o3', name: 'o3', provider: 'openai', inputPricePerMillion: 2, outputPricePerMillion: 8, cachedInputPricePerMillion: 0.5 },
  { id: 'o3-mini', name: 'o3 Mini', provider: 'openai', inputPricePerMillion: 1.1, outputPricePerMillion: 4.4, cachedInputPricePerMillion: 0.55 },
  { id: 'o4-mini', name: 'o4 Mini', provider: 'openai', inputPricePerMillion: 1.1, outputPricePerMillion: 4.4, cachedInputPricePerMillion: 0.275 },
  { id: 'gpt-4-turbo', name: 'GPT-4 Turbo', provider: 'openai', inputPricePerMillion: 10, outputPricePerMillion: 30 },
  { id: 'gpt-4', name: 'GPT-4', provider: 'openai', inputPricePerMillion: 30, outputPricePerMillion: 60 },
  { id: 'gpt-3.5-turbo', name: 'GPT-3.5 Turbo', provider: 'openai', inputPricePerMillion: 0.5, outputPricePerMillion: 1.5 },
  // Anthropic (cached = cache reads)
  { id: 'claude-opus-4-1', name: 'Claude Opus 4.1', provider: 'anthropic', inputPricePerMillion: 15, outputPricePerMillion: 75, cachedInputPricePerMillion: 1.5 },
  { id: 'claude-opus-4', name: 'Claude Opus 4', provider: 'anthropic', inputPricePerMillion: 15, outputPricePerMillion: 75, cachedInputPricePerMillion: 1.5 },
  { id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5', provider: 'anthropic', inputPricePerMillion: 3, outputPricePerMillion: 15, cachedInputPricePerMillion: 0.3 },
  { id: 'claude-sonnet-4', name: 'Claude Sonnet 4', provider: 'anthropic', inputPricePerMillion: 3, outputPricePerMillion: 15, cachedInputPricePerMillion: 0.3 },
  { id: 'claude-haiku-4-5', name: 'Claude Haiku 4.5', provider: 'anthropic', inputPricePerMillion: 1, outputPricePerMillion: 5, cachedInputPricePerMillion: 0.1 },
  { id: 'claude-3-7-sonnet', name: 'Claude 3.7 Sonnet', provider: 'anthropic', inputPricePerMillion: 3, outputPricePerMillion: 15, cachedInputPricePerMillion: 0.3 },
  { id: 'claude-3-5-sonnet', name: 'Claude 3.5 Sonnet', provider: 'anthropic', inputPricePerMillion: 3, outputPricePerMillion: 15, cachedInputPricePerMillion: 0.3 },
  { id: 'claude-3-5-haiku', name: 'Claude 3.5 Haiku', provider: 'anthropic', inputPricePerMillion: 0.8, outputPricePerMillion: 4, cachedInputPricePerMillion: 0.08 },
  { id: 'claude-3-opus', name: 'Claude 3 Opus', provider: 'anthropic', inputPricePerMillion: 15, outputPricePerMillion: 75, cachedInputPricePerMillion: 1.5 },
  { id: 'claude-3-haiku', name: 'Claude 3 Haiku', provider: 'anthropic', inputPricePerMillion: 0.25, outputPricePerMillion: 1.25, cachedInputPricePerMillion: 0.03 },
  // Mistral
  { id: 'mistral-large', name: 'Mistral Large', provider: 'mistral', inputPricePerMillion: 2, outputPricePerMillion: 6 },
  { id: 'mistral-medium', name: 'Mistral Medium', provider: 'mistral', inputPricePerMillion: 0.4, outputPricePerMillion: 2 },
  { id: 'mistral-small', name: 'Mistral Small', provider: 'mistral', inputPricePerMillion: 0.1, outputPricePerMillion: 0.3 },
  { id: 'codestral', name: 'Codestral', provider: 'mistral', inputPricePerMillion: 0.3, outputPricePerMillion: 0.9 },
  { id: 'open-mistral-nemo', name: 'Mistral NeMo', provider: 'mistral', inputPricePerMillion: 0.15, outputPricePerMillion: 0.15 },
  { id: 'pixtral-large', name: 'Pixtral Large', provider: 'mistral', inputPricePerMillion: 2, outputPricePerMillion: 6 },
  { id: 'ministral-8b', name: 'Ministral 8B', provider: 'mistral', inputPricePerMillion: 0.1, outputPricePerMillion: 0.1 },
  // Perplexity (token prices only; per-request search fees are not included)
  { id: 'sonar', name: 'Sonar', provider: 'perplexity', inputPricePerMillion: 1, outputPricePerMillion: 1 },
  { id: 'sonar-pro', name: 'Sonar Pro', provider: 'perplexity', inputPricePerMillion: 3, outputPricePerMillion: 15 },
  { id: 'sonar-reasoning', name: 'Sonar Reasoning', provider: 'perplexity', inputPricePerMillion: 1, outputPricePerMillion: 5 },
  { id: 'sonar-reasoning-pro', name: 'Sonar Reasoning Pro', provider: 'perplexity', inputPricePerMillion: 2, outputPricePerMillion: 8 },
  // IBM watsonx.ai
  { id: 'ibm/granite-3-8b-instruct', name: 'Granite 3 8B Instruct', provider: 'ibm-watsonx-ai', inputPricePerMillion: 0.2, outputPricePerMillion: 0.2 },
  { id: 'ibm/granite-3-2b-instruct', name: 'Granite 3 2B Instruct', provider: 'ibm-watsonx-ai', inputPricePerMillion: 0.1, outputPricePerMillion: 0.1 },
  // OpenRouter
  { id: 'meta-llama/llama-3.3-70b-instruct', name: 'Llama 3.3 70B Instruct', provider: 'openrouter', inputPricePerMillion: 0.13, outputPricePerMillion: 0.4 },
  { id: 'meta-llama/llama-3.1-405b-instruct', name: 'Llama 3.1 405B Instruct', provider: 'openrouter', inputPricePerMillion: 0.8, outputPricePerMillion: 0.8 },
  { id: 'meta-llama/llama-3.1-8b-instruct', name: 'Llama 3.1 8B Instruct', provider: 'openrouter', inputPricePerMillion: 0.02, outputPricePerMillion: 0.05 },
  { id: 'google/gemini-2.5-pro', name: 'Gemini 2.5 Pro', provider: 'openrouter', inputPricePerMillion: 1.25, outputPricePerMillion: 10 },
  { id: 'google/gemini-2.5-flash', name: 'Gemini 2.5 Flash', provider: 'openrouter', inputPricePerMillion: 0.3, outputPricePerMillion: 2.5 },
  { id: 'deepseek/deepseek-chat', name: 'DeepSeek V3', provider: 'openrouter', inputPricePerMillion: 0.27, outputPricePerMillion: 1.1 },
  { id: 'deepseek/deepseek-r1', name: 'DeepSeek R1', provider: 'openrouter', inputPricePerMillion: 0.55, outputPricePerMillion: 2.19 },
  { id: 'x-ai/grok-3', name: 'Grok 3', provider: 'openrouter', inputPricePerMillion: 3, outputPricePerMillion: 15 },
];

/** A version tail after a model id: dates (-2024-08-06, -20241022, -0613), -latest, -preview, -v2, @001. */
const versionSuffix = /^(?:[-@:](?:\d+|latest|preview|exp|v\d+))+$/;

const modelsById: ReadonlyMap<string, ModelCatalogueEntry> = new Map(
  modelCatalogue.map((model) => [model.id, model]),
);

/** Longest ids first, so gpt-4o-mini-2024-07-18 finds gpt-4o-mini before gpt-4o. */
const idsLongestFirst: readonly string[] = modelCatalogue
  .map((model) => model.id)
  .sort((a, b) => b.length - a.length);

function findWithoutPrefix(name: string): ModelCatalogueEntry | undefined {
  const exact = modelsById.get(name);
  if (exact) return exact;
  for (const id of idsLongestFirst) {
    if (name.startsWith(id) && versionSuffix.test(name.slice(id.length))) {
      return modelsById.get(id);
    }
  }
  return undefined;
}

/**
 * The catalogue entry for a model name as an SDK reports it. Matching ignores
 * case, accepts a date or version suffix after a known id, and drops leading
 * provider prefixes such as `openai/` or `openrouter/`.
 *
 * @example findModel('gpt-4o-mini-2024-07-18')?.id // 'gpt-4o-mini'
 * @example findModel('anthropic/claude-3-5-sonnet-20241022')?.id // 'claude-3-5-sonnet'
 * @example findModel('my-finetune') // undefined
 */
export function findModel(modelName: string): ModelCatalogueEntry | undefined {
  let name = modelName.trim().toLowerCase();
  while (name.length > 0) {
    const found = findWithoutPrefix(name);
    if (found) return found;
    const slash = name.indexOf('/');
    if (slash === -1) return undefined;
    name = name.slice(slash + 1);
  }
  return undefined;
}
