import { describe, expect, it } from 'vitest';
import { evaluatorFieldsSchema, evaluatorSchema } from './evaluator.js';

const fields = { name: 'Polite answers', type: 'tone' };

describe('evaluatorFieldsSchema', () => {
  it('runs when asked, with no parameters, on every LLM call and every run unless told otherwise', () => {
    expect(evaluatorFieldsSchema.parse(fields)).toEqual({
      ...fields,
      mode: 'manual',
      params: [],
      filters: '',
      sampleRate: 1,
    });
  });

  it('keeps realtime mode, positional parameters, the runs it grades and the sample rate', () => {
    const realtime = {
      ...fields,
      mode: 'realtime',
      params: ['helpful'],
      filters: 'type=.llm',
      sampleRate: 0.25,
    };
    expect(evaluatorFieldsSchema.parse(realtime)).toEqual(realtime);
  });

  it('asks for an evaluation type and refuses an unknown mode or a rate above 1', () => {
    expect(evaluatorFieldsSchema.safeParse({ ...fields, type: '' }).error?.issues[0]?.message).toBe(
      'Choose an evaluation type',
    );
    expect(evaluatorFieldsSchema.safeParse({ ...fields, mode: 'nightly' }).success).toBe(false);
    expect(
      evaluatorFieldsSchema.safeParse({ ...fields, sampleRate: 1.5 }).error?.issues[0]?.message,
    ).toBe('Sample rate must be between 0 and 1');
  });

  it('refuses parameters that are not strings, numbers or lists of strings', () => {
    expect(evaluatorFieldsSchema.safeParse({ ...fields, params: [{ a: 1 }] }).success).toBe(false);
  });
});

describe('evaluatorSchema', () => {
  it('adds the id and times', () => {
    const evaluator = {
      ...evaluatorFieldsSchema.parse(fields),
      id: '3f0c2f4e-9a51-4d2b-8f9a-0e1d2c3b4a59',
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    };
    expect(evaluatorSchema.parse(evaluator)).toEqual(evaluator);
  });
});
