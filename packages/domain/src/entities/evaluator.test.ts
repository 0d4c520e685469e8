import { describe, expect, it } from 'vitest';
import { evaluatorFieldsSchema, evaluatorSchema } from './evaluator.js';

const fields = { name: 'Polite answers', slug: 'polite-answers', type: 'tone' };

describe('evaluatorFieldsSchema', () => {
  it('runs on demand, with no parameters, on every LLM call unless told otherwise', () => {
    expect(evaluatorFieldsSchema.parse(fields)).toEqual({
      ...fields,
      mode: 'normal',
      params: {},
      filters: '',
    });
  });

  it('keeps realtime mode, parameters and the runs it grades', () => {
    const realtime = {
      ...fields,
      mode: 'realtime',
      params: { persona: 'helpful' },
      filters: 'type=.llm',
    };
    expect(evaluatorFieldsSchema.parse(realtime)).toEqual(realtime);
  });

  it('asks for an evaluation and refuses an unknown mode', () => {
    expect(evaluatorFieldsSchema.safeParse({ ...fields, type: '' }).error?.issues[0]?.message).toBe(
      'Choose an evaluation',
    );
    expect(evaluatorFieldsSchema.safeParse({ ...fields, mode: 'nightly' }).success).toBe(false);
  });

  it('refuses parameters that are not plain JSON', () => {
    expect(
      evaluatorFieldsSchema.safeParse({ ...fields, params: { when: new Date() } }).success,
    ).toBe(false);
  });
});

describe('evaluatorSchema', () => {
  it('is a stored evaluator: fields plus id and dates', () => {
    const stored = {
      ...fields,
      id: '5d0e8c1a-2b3c-4d5e-8f60-718293a4b5c6',
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    };
    expect(evaluatorSchema.parse(stored)).toMatchObject({ id: stored.id, mode: 'normal' });
    expect(evaluatorSchema.safeParse({ ...stored, id: 'evaluator-1' }).success).toBe(false);
  });
});
