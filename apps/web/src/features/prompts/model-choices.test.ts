import { modelCatalogue, modelProviders } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { modelGroups } from './model-choices';

describe('modelGroups', () => {
  it('groups the whole catalogue by provider, in the catalogue order, with nothing left out', () => {
    const groups = modelGroups('');
    expect(groups.map((group) => group.provider)).toEqual(
      modelProviders.filter((provider) => modelCatalogue.some((m) => m.provider === provider)),
    );
    expect(groups.flatMap((group) => group.models)).toHaveLength(modelCatalogue.length);
    expect(groups[0]?.name).toBe('OpenAI');
  });

  it('finds models by name, id or provider name, case-insensitively', () => {
    expect(modelGroups('GPT-4O MINI').flatMap((g) => g.models.map((m) => m.id))).toEqual([
      'gpt-4o-mini',
    ]);
    expect(modelGroups('x-ai/').flatMap((g) => g.models.map((m) => m.id))).toEqual(['x-ai/grok-3']);
    const anthropic = modelGroups('anthropic');
    expect(anthropic.map((group) => group.provider)).toEqual(['anthropic']);
    expect(modelGroups('no such model')).toEqual([]);
  });
});
