/** A provider an org can connect with its own API key (custom connections, SPEC §3). */
export interface ConnectionProvider {
  name: string;
  displayName: string;
  /** Base URL of the provider's API; `{placeholders}` are filled from the connection's settings. */
  apiUrl: string;
  /** A Tabler icon component name. */
  icon: `Icon${string}`;
  description: string;
  /** Shown but not selectable yet. */
  disabled: boolean;
}

/** Every custom-connection provider, in the order the picker lists them. */
export const connectionProviders = [
  {
    name: 'openai',
    displayName: 'OpenAI',
    apiUrl: 'https://api.openai.com/v1',
    icon: 'IconBrandOpenai',
    description: 'GPT and o-series models with your OpenAI API key.',
    disabled: false,
  },
  {
    name: 'azure_openai',
    displayName: 'Azure OpenAI',
    apiUrl: 'https://{resourceName}.openai.azure.com/openai',
    icon: 'IconBrandAzure',
    description: 'OpenAI models deployed in your Azure subscription.',
    disabled: false,
  },
  {
    name: 'amazon_bedrock',
    displayName: 'Amazon Bedrock',
    apiUrl: 'https://bedrock-runtime.{region}.amazonaws.com',
    icon: 'IconBrandAws',
    description: 'Claude, Llama, Mistral and other models hosted in your AWS account.',
    disabled: false,
  },
  {
    name: 'google_ai_studio',
    displayName: 'Google AI Studio',
    apiUrl: 'https://generativelanguage.googleapis.com/v1beta',
    icon: 'IconBrandGoogle',
    description: 'Gemini models with a Google AI Studio API key.',
    disabled: true,
  },
  {
    name: 'google_vertex',
    displayName: 'Google Vertex AI',
    apiUrl: 'https://{region}-aiplatform.googleapis.com/v1',
    icon: 'IconBrandGoogle',
    description: 'Gemini and partner models in your Google Cloud project.',
    disabled: true,
  },
  {
    name: 'anthropic',
    displayName: 'Anthropic',
    apiUrl: 'https://api.anthropic.com/v1',
    icon: 'IconLetterA',
    description: 'Claude models with your Anthropic API key.',
    disabled: false,
  },
  {
    name: 'x_ai',
    displayName: 'xAI',
    apiUrl: 'https://api.x.ai/v1',
    icon: 'IconBrandX',
    description: 'Grok models with your xAI API key.',
    disabled: false,
  },
] as const satisfies readonly ConnectionProvider[];

export type ConnectionProviderName = (typeof connectionProviders)[number]['name'];

/** Names of the providers a user can choose today. */
export const enabledConnectionProviderNames: readonly ConnectionProviderName[] = connectionProviders
  .filter((provider) => !provider.disabled)
  .map((provider) => provider.name);

/**
 * The provider with this name, if there is one.
 *
 * @example findConnectionProvider('x_ai')?.displayName // 'xAI'
 */
export function findConnectionProvider(name: string): ConnectionProvider | undefined {
  return connectionProviders.find((provider) => provider.name === name);
}
