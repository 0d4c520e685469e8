import { describe, expect, it } from 'vitest';
import { enricherSettingsSchema, runEnrichmentsSchema } from './enrichment.js';

describe('enricher settings', () => {
  it('fills each kind’s defaults when no config is given', () => {
    expect(enricherSettingsSchema.parse({ kind: 'pii' })).toEqual({
      kind: 'pii',
      config: { kinds: ['person', 'email', 'phone', 'location', 'cc', 'ip'], customRegexes: [] },
    });
    expect(enricherSettingsSchema.parse({ kind: 'topics' })).toEqual({
      kind: 'topics',
      config: { method: 'local', model: null, topics: [] },
    });
  });

  it('refuses an unknown kind and names the kinds it knows', () => {
    const result = enricherSettingsSchema.safeParse({ kind: 'mood' });
    expect(result.success).toBe(false);
  });

  it('refuses a topic without a name', () => {
    const result = enricherSettingsSchema.safeParse({
      kind: 'topics',
      config: { topics: [{ name: ' ', description: 'x' }] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name the topic');
  });
});

describe('run enrichments', () => {
  it('accepts a run with some kinds computed and a side without text', () => {
    const value = {
      language: { input: { code: 'fr', confidence: 0.9 }, output: null },
      sentiment: { input: { label: 'negative', score: -0.6 }, output: null },
    };
    expect(runEnrichmentsSchema.parse(value)).toEqual(value);
  });

  it('refuses a language code outside the 48', () => {
    const result = runEnrichmentsSchema.safeParse({
      language: { input: { code: 'xx', confidence: 1 }, output: null },
    });
    expect(result.success).toBe(false);
  });
});
