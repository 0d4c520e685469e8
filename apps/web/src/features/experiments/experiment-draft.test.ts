import { describe, expect, it } from 'vitest';
import {
  addVariant,
  draftBody,
  draftErrors,
  type ExperimentDraft,
  emptyDraft,
  newVariant,
} from './experiment-draft';
import { datasetId, makeTemplate, makeTemplateVersion } from './testing/make-experiment';

const version = makeTemplateVersion(1, 3);
const templates = [makeTemplate(1, 'support-answer', [version])];

function draft(overrides: Partial<ExperimentDraft> = {}): ExperimentDraft {
  return { ...emptyDraft(), name: 'Try', datasetId, ...overrides };
}

describe('experiment draft', () => {
  it('names what is missing: the name, the dataset, a model for a variant without a template', () => {
    const errors = draftErrors({
      ...emptyDraft(),
      variants: [{ ...newVariant(), source: 'input', model: '' }],
    });
    expect(errors.name).toBe('Name is required');
    expect(errors.datasetId).toBe('Choose a dataset');
    expect(errors['variants.0']).toBe('Choose a model for a variant without a template version');
  });

  it('asks a template variant for its version, not for a model', () => {
    const errors = draftErrors(
      draft({ variants: [{ ...newVariant(), source: 'template', templateId: '', model: '' }] }),
    );
    expect(errors).toEqual({ 'variants.0.templateVersionId': 'Choose a template version' });
  });

  it('refuses an empty message and sampling settings out of range', () => {
    const variant = {
      ...newVariant(),
      messages: [{ role: 'user' as const, content: ' ' }],
      temperature: '3',
      maxTokens: '1.5',
    };
    expect(draftErrors(draft({ variants: [variant] }))).toEqual({
      'variants.0.messages': 'A message is empty: write it or remove it',
      'variants.0.temperature': 'Temperature must be between 0 and 2',
      'variants.0.maxTokens': 'Max tokens must be a whole number of at least 1',
    });
  });

  it('stops adding variants at ten', () => {
    let variants = [newVariant()];
    for (let step = 0; step < 12; step += 1) variants = addVariant(variants);
    expect(variants).toHaveLength(10);
    expect(new Set(variants.map((variant) => variant.key)).size).toBe(10);
  });

  it('sends a template version with its model, and labels variants left unnamed', () => {
    const body = draftBody(
      draft({
        variants: [
          {
            ...newVariant(),
            source: 'template',
            templateId: templates[0]?.id ?? '',
            templateVersionId: version.id,
            model: '',
            temperature: '0.2',
          },
          { ...newVariant('gpt-4o'), label: 'Mine', maxTokens: '200' },
          { ...newVariant('claude-3-5-haiku'), source: 'input' },
        ],
      }),
      templates,
    );
    expect(body.variants).toEqual([
      {
        label: 'support-answer v3 · gpt-4o',
        templateVersionId: version.id,
        messages: null,
        model: null,
        params: { temperature: 0.2 },
      },
      {
        label: 'Mine',
        templateVersionId: null,
        messages: [{ role: 'system', content: 'You are a helpful assistant.' }],
        model: 'gpt-4o',
        params: { max_tokens: 200 },
      },
      {
        label: 'Input only · claude-3-5-haiku',
        templateVersionId: null,
        messages: null,
        model: 'claude-3-5-haiku',
        params: {},
      },
    ]);
    expect(body.checklistId).toBeNull();
  });
});
