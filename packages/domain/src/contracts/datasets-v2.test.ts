import { describe, expect, it } from 'vitest';
import {
  addRunsToDatasetBodySchema,
  createDatasetItemBodySchema,
  generateDatasetItemBodySchema,
  listDatasetsV2QuerySchema,
  updateDatasetItemBodySchema,
} from './datasets-v2.js';

const projectId = '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e';

describe('listDatasetsV2QuerySchema', () => {
  it('sorts newest first and trims the search', () => {
    expect(listDatasetsV2QuerySchema.parse({ projectId, search: ' support ' })).toEqual({
      projectId,
      search: 'support',
      sort: 'newest',
    });
    expect(listDatasetsV2QuerySchema.parse({ projectId, search: '' }).search).toBeUndefined();
    expect(
      listDatasetsV2QuerySchema.safeParse({ projectId, sort: 'random' }).error?.issues[0]?.message,
    ).toBe('Sort must be one of newest, oldest, name-asc, name-desc');
  });
});

describe('dataset items', () => {
  it('takes text input, or messages with text and images', () => {
    expect(createDatasetItemBodySchema.parse({ input: 'Capital of France?' })).toEqual({
      input: 'Capital of France?',
      expectedOutput: null,
      metadata: {},
    });
    const withImage = {
      input: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          ],
        },
      ],
      expectedOutput: 'A cat',
    };
    expect(createDatasetItemBodySchema.parse(withImage)).toEqual({ ...withImage, metadata: {} });
  });

  it('refuses audio in item messages and an update that changes nothing', () => {
    expect(
      createDatasetItemBodySchema.safeParse({
        input: [
          {
            role: 'user',
            content: [{ type: 'input_audio', input_audio: { url: 'https://x.io/a.wav' } }],
          },
        ],
      }).success,
    ).toBe(false);
    expect(updateDatasetItemBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update: send input, expectedOutput or metadata',
    );
  });
});

describe('generateDatasetItemBodySchema', () => {
  it('asks for a model or a template version', () => {
    expect(generateDatasetItemBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Choose a model or a template version',
    );
    expect(generateDatasetItemBodySchema.safeParse({ model: 'gpt-4o-mini' }).success).toBe(true);
  });
});

describe('addRunsToDatasetBodySchema', () => {
  it('takes listed runs or a filtered view of LLM calls', () => {
    expect(addRunsToDatasetBodySchema.parse({ runIds: ['a'] })).toEqual({ runIds: ['a'] });
    expect(addRunsToDatasetBodySchema.parse({ filters: 'models=gpt-4o' })).toEqual({
      filters: 'models=gpt-4o',
      type: 'llm',
    });
    expect(addRunsToDatasetBodySchema.safeParse({ runIds: [] }).success).toBe(false);
  });
});
