import { describe, expect, it } from 'vitest';
import { createTemplateVersionBodySchema } from './template-versions.js';
import { createTemplateBodySchema } from './templates.js';

describe('createTemplateBodySchema', () => {
  it('makes chat templates unless told otherwise', () => {
    expect(createTemplateBodySchema.parse({ slug: 'support-answer' })).toEqual({
      slug: 'support-answer',
      mode: 'openai',
    });
  });

  it('takes the first version in the same call, content and extra together', () => {
    const content = [{ role: 'user', content: 'Hi {{name}}' }];
    expect(
      createTemplateBodySchema.parse({
        slug: 'a',
        content,
        extra: { model: 'gpt-4o' },
        isDraft: true,
      }),
    ).toEqual({
      slug: 'a',
      mode: 'openai',
      content,
      extra: { model: 'gpt-4o', max_tokens: 4096, temperature: 1 },
      isDraft: true,
    });
    expect(
      createTemplateBodySchema.safeParse({ slug: 'a', content }).error?.issues[0],
    ).toMatchObject({
      path: ['extra'],
      message: 'Send content and extra together to save the first version, or neither',
    });
  });

  it('explains which slugs are allowed', () => {
    expect(
      createTemplateBodySchema.safeParse({ slug: 'Support Answer' }).error?.issues[0]?.message,
    ).toBe('Slug may only contain lower-case letters, digits, dashes and underscores');
  });
});

describe('createTemplateVersionBodySchema', () => {
  it('deploys unless saved as a draft, with the default model settings', () => {
    expect(
      createTemplateVersionBodySchema.parse({
        content: [{ role: 'user', content: 'Hi {{name}}' }],
        extra: { model: 'gpt-4o-mini' },
      }),
    ).toEqual({
      content: [{ role: 'user', content: 'Hi {{name}}' }],
      extra: { model: 'gpt-4o-mini', max_tokens: 4096, temperature: 1 },
      isDraft: false,
    });
  });
});
