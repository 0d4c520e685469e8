import { describe, expect, it } from 'vitest';
import { checklistSchema } from './checklist.js';

const checklist = {
  id: '3f0c2f4e-9a51-4d2b-8f9a-0e1d2c3b4a59',
  slug: 'support-answers',
  type: 'evaluation',
  data: 'assertion=.The answer is polite&sentiment=.positive',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
};

describe('checklistSchema', () => {
  it('accepts a checklist whose checks are a filter string', () => {
    expect(checklistSchema.parse(checklist)).toEqual(checklist);
  });

  it('trims the type and refuses an empty one', () => {
    expect(checklistSchema.parse({ ...checklist, type: ' evaluation ' }).type).toBe('evaluation');
    expect(checklistSchema.safeParse({ ...checklist, type: '  ' }).success).toBe(false);
  });

  it('says why a slug with capitals or spaces is refused', () => {
    expect(
      checklistSchema.safeParse({ ...checklist, slug: 'Support answers' }).error?.issues[0]
        ?.message,
    ).toBe('Slug may only contain lower-case letters, digits, dashes and underscores');
  });

  it('refuses checks longer than 10,000 characters', () => {
    const result = checklistSchema.safeParse({ ...checklist, data: 'a'.repeat(10_001) });
    expect(result.error?.issues[0]?.message).toBe('Filters are too long');
  });
});
