import { describe, expect, it } from 'vitest';
import {
  connectionProviders,
  enabledConnectionProviderNames,
  findConnectionProvider,
} from './providers.js';

describe('connectionProviders', () => {
  it('lists the seven providers with https API URLs', () => {
    expect(connectionProviders.map((provider) => provider.name)).toEqual([
      'openai',
      'azure_openai',
      'amazon_bedrock',
      'google_ai_studio',
      'google_vertex',
      'anthropic',
      'x_ai',
    ]);
    for (const provider of connectionProviders) {
      expect(provider.apiUrl).toMatch(/^https:\/\//);
      expect(provider.description.length).toBeGreaterThan(10);
    }
  });

  it('keeps the Google providers unselectable', () => {
    expect(enabledConnectionProviderNames).not.toContain('google_ai_studio');
    expect(enabledConnectionProviderNames).not.toContain('google_vertex');
    expect(enabledConnectionProviderNames).toContain('anthropic');
  });

  it('finds a provider by name', () => {
    expect(findConnectionProvider('azure_openai')?.displayName).toBe('Azure OpenAI');
    expect(findConnectionProvider('cohere')).toBeUndefined();
  });
});
