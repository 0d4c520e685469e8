import type { Evaluator } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  draftOf,
  draftProblems,
  newEvaluatorDraft,
  updateBodyOf,
  withType,
} from './evaluator-form';
import { needsProvider } from './evaluator-types';

const stored: Evaluator = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Close enough',
  type: 'similarity',
  params: [70],
  mode: 'realtime',
  filters: 'status=success',
  sampleRate: 0.25,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('evaluator drafts', () => {
  it('starts a type at its catalogue defaults', () => {
    expect(withType(newEvaluatorDraft(), 'tone').params).toEqual(['helpful']);
    expect(withType(newEvaluatorDraft(), 'guidelines').params).toEqual([50]);
    expect(withType(newEvaluatorDraft(), 'factualness').params).toEqual([['b', 'c']]);
  });

  it('reads a stored evaluator, filling missing trailing parameters with defaults', () => {
    const draft = draftOf(stored);
    expect(draft.params).toEqual([70, 'ai']);
    expect(draft.samplePercent).toBe('25');
    expect(draft.filters.filters).toEqual([{ id: 'status', params: ['success'] }]);
  });

  it('writes the API bodies: sample rate 0–1, the filter string, no type on update', () => {
    const draft = { ...draftOf(stored), samplePercent: '40' };
    expect(createBodyOf(draft)).toEqual({
      name: 'Close enough',
      type: 'similarity',
      params: [70, 'ai'],
      mode: 'realtime',
      filters: 'status=success',
      sampleRate: 0.4,
    });
    expect(updateBodyOf(draft)).not.toHaveProperty('type');
  });

  it('names what is wrong before saving', () => {
    const problems = draftProblems({
      ...withType(newEvaluatorDraft(), 'guidelines'),
      name: '  ',
      params: [52],
      samplePercent: '120',
    });
    expect(problems.name).toBe('Name is required');
    expect(problems.params?.[0]).toMatch(/multiple of 5/);
    expect(problems.samplePercent).toBe('Sample rate must be between 0 and 100 %');
    expect(draftProblems(newEvaluatorDraft()).type).toBe('Choose a type');
    expect(
      draftProblems({ ...withType(newEvaluatorDraft(), 'assertion'), name: 'x' }).params?.[0],
    ).toMatch(/empty/);
  });

  it('tells AI-graded checks from local ones', () => {
    expect(needsProvider('assertion')).toBe(true);
    expect(needsProvider('similarity', [50, 'ai'])).toBe(true);
    expect(needsProvider('similarity', [50, 'cosine'])).toBe(false);
    expect(needsProvider('string', ['output', 'contains', 'insensitive', 'refund'])).toBe(false);
  });
});
