import { describe, expect, it } from 'vitest';
import { templateExtraSchema, templateVersionSchema } from './template-version.js';

describe('templateExtraSchema', () => {
  it('starts with 4096 max tokens and temperature 1', () => {
    expect(templateExtraSchema.parse({ model: 'gpt-4o-mini' })).toEqual({
      model: 'gpt-4o-mini',
      max_tokens: 4096,
      temperature: 1,
    });
  });

  it('keeps provider-specific settings it does not know', () => {
    expect(templateExtraSchema.parse({ model: 'claude-3-5-sonnet', top_k: 40 })).toMatchObject({
      top_k: 40,
    });
  });

  it('says what is wrong with the settings', () => {
    expect(templateExtraSchema.safeParse({ model: ' ' }).error?.issues[0]?.message).toBe(
      'Choose a model',
    );
    expect(
      templateExtraSchema.safeParse({ model: 'gpt-4o', temperature: 3 }).error?.issues[0]?.message,
    ).toBe('temperature must be between 0 and 2');
    expect(
      templateExtraSchema.safeParse({ model: 'gpt-4o', max_tokens: 0 }).error?.issues[0]?.message,
    ).toBe('max_tokens must be at least 1');
  });
});

describe('templateVersionSchema', () => {
  const version = {
    id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
    templateId: '6a1c1b0e-5d7f-4f0e-8a0b-2b7d7c9b1e11',
    createdAt: '2025-03-01T10:00:00.000Z',
    extra: { model: 'gpt-4o-mini' },
    content: [
      { role: 'system', content: 'You are terse.' },
      { role: 'user', content: 'Capital of {{country}}?' },
    ],
    version: 1,
    isDraft: true,
  };

  it('accepts chat content and text content', () => {
    expect(templateVersionSchema.parse(version).extra.max_tokens).toBe(4096);
    expect(templateVersionSchema.parse({ ...version, content: 'Translate {{text}}' }).content).toBe(
      'Translate {{text}}',
    );
  });

  it('rejects version numbers below 1', () => {
    expect(templateVersionSchema.safeParse({ ...version, version: 0 }).success).toBe(false);
  });
});
