import type { ModelProvider, ProviderKeyProvider } from '@lookout/domain';
import type { OutboundFetch } from '../outbound/outbound-fetch.js';

/** The wire format a provider speaks: OpenAI's chat completions, or Anthropic's messages. */
export type ProviderWire = 'openai-chat' | 'anthropic';

/** How the provider layer reaches a provider whose key an org saved. */
export interface ProviderConnectionDefaults {
  wire: ProviderWire;
  /** Null where every customer has their own address (Azure resource, Bedrock region). */
  defaultBaseUrl: string | null;
}

/**
 * Every provider an org can save a key for. The OpenAI-compatible ones share
 * OpenAI's chat completions wire format at their own address.
 */
export const providerConnections = {
  openai: { wire: 'openai-chat', defaultBaseUrl: 'https://api.openai.com/v1' },
  azure_openai: { wire: 'openai-chat', defaultBaseUrl: null },
  amazon_bedrock: { wire: 'openai-chat', defaultBaseUrl: null },
  anthropic: { wire: 'anthropic', defaultBaseUrl: 'https://api.anthropic.com/v1' },
  x_ai: { wire: 'openai-chat', defaultBaseUrl: 'https://api.x.ai/v1' },
  mistral: { wire: 'openai-chat', defaultBaseUrl: 'https://api.mistral.ai/v1' },
  openrouter: { wire: 'openai-chat', defaultBaseUrl: 'https://openrouter.ai/api/v1' },
  perplexity: { wire: 'openai-chat', defaultBaseUrl: 'https://api.perplexity.ai' },
} as const satisfies Record<ProviderKeyProvider, ProviderConnectionDefaults>;

/**
 * The keys that can run a catalogue model, in order of preference: OpenAI's
 * models also run on an Azure OpenAI deployment. IBM watsonx.ai has no
 * key provider yet, so its models are priced but cannot be run.
 */
export const keyProvidersOfModel = {
  openai: ['openai', 'azure_openai'],
  anthropic: ['anthropic'],
  mistral: ['mistral'],
  openrouter: ['openrouter'],
  perplexity: ['perplexity'],
  'ibm-watsonx-ai': [],
} as const satisfies Record<ModelProvider, readonly ProviderKeyProvider[]>;

/** What one provider call needs to reach the provider. */
export interface ProviderConnection {
  provider: ProviderKeyProvider;
  apiKey: string;
  baseUrl: string;
  /**
   * The fetch of the server's outbound policy (`outboundFetch`): the org may
   * have typed the base URL. Connections come from `findProviderConnection`
   * (`model-connection.ts`), which sets it.
   */
  fetch: OutboundFetch;
}

/** How providers are named in messages. */
export const providerDisplayNames = {
  openai: 'OpenAI',
  azure_openai: 'Azure OpenAI',
  amazon_bedrock: 'Amazon Bedrock',
  anthropic: 'Anthropic',
  x_ai: 'xAI',
  mistral: 'Mistral',
  openrouter: 'OpenRouter',
  perplexity: 'Perplexity',
} as const satisfies Record<ProviderKeyProvider, string>;
