import { guardrailPolicyFieldsSchema } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft } from './policy-form';

describe('policy form', () => {
  it('turns lines into topics, patterns and phrases the server accepts', () => {
    const body = bodyOf({
      ...emptyDraft,
      name: ' Support ',
      topicsOn: true,
      topics: 'Politics: elections, parties\n\nMedicine',
      regexes: 'Order: ORD-\\d{6}\nTime: \\d+:\\d+',
      injectionPhrases: 'open sesame\n',
      maxLengthOn: true,
      maxLength: '2000',
    });
    expect(body.checks?.topics?.topics).toEqual([
      { name: 'Politics', description: 'elections, parties' },
      { name: 'Medicine', description: '' },
    ]);
    expect(body.checks?.regexes).toEqual([
      { name: 'Order', pattern: 'ORD-\\d{6}' },
      { name: 'Time', pattern: '\\d+:\\d+' },
    ]);
    expect(body.checks?.promptInjection).toEqual({ builtIn: true, phrases: ['open sesame'] });
    expect(guardrailPolicyFieldsSchema.safeParse(body).success).toBe(true);
  });

  it('reads a stored policy back into the same body', () => {
    const body = bodyOf({ ...emptyDraft, name: 'A', topicsOn: true, topics: 'Politics: votes' });
    const stored = {
      ...guardrailPolicyFieldsSchema.parse(body),
      id: '3e386506-e35b-44d8-9051-787288381e0a',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    expect(bodyOf(draftOf(stored))).toEqual(body);
  });
});
